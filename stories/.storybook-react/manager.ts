// The kit's theme (name, logo, colours) and tab title, shared by the three Storybooks.
import "../brand/manager.js";
