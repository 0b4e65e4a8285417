"use client";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { MEDIA_ADDRESS_EXPECTED } from "../../io/mediaAddress.js";
import { useEditorState, useEditorUi, usePreview, useView } from "../context.js";
import { Modal } from "../Modal.js";
import { Icon } from "../icons.js";
import { type FrameRateNote, useFrameRateNote } from "./frameRateNote.js";
import { mediaName } from "./mediaSource.js";
import { ShorterMediaPrompt } from "./ShorterMediaPrompt.js";
import { type MediaOpener, type Opening, useMediaOpener } from "./useMediaOpener.js";
import { useMediaDrop } from "./useMediaDrop.js";

/**
 * Opening media: the media dialog (samples in one click, a local file by picker or drop, an address, YouTube and
 * Vimeo links included) and, whether the dialog is open or not, a media file dropped anywhere on the editor.
 * Local files play from an object URL in this browser and are never uploaded; they open at the frame rate their
 * container declares. An address that is a web page is refused, and one of unknown kind opens only once it
 * loaded as media. When the media turns out shorter than the events, the editor asks what to do with those
 * past its end (`ShorterMediaPrompt`).
 */
export function MediaDialog(): ReactNode {
  const open = useView((state) => state.dialog === "media");
  const opener = useMediaOpener();
  const anchor = useRef<HTMLSpanElement>(null);
  const dropArea = useMediaDrop(anchor, opener.openFile);
  return (
    <>
      <span ref={anchor} hidden />
      {open && <MediaDialogBody opener={opener} dragging={dropArea !== undefined} />}
      <ShorterMediaPrompt />
      {dropArea && !open && (
        <div className="pke-media-drop-overlay" style={dropArea} aria-hidden="true">
          <div className="pke-media-drop-message">
            <Icon name="film" />
            Drop to open this media
          </div>
        </div>
      )}
    </>
  );
}

/** The frame rate beside the media's name in the dialog: where it came from. */
function rateText(note: FrameRateNote | undefined): string {
  if (!note) return "";
  if (note.origin === "assumed") {
    return note.source.kind === "file"
      ? ` The file does not say its frame rate: ${note.frameRate} fps is assumed.`
      : ` Its frame rate is not known: ${note.frameRate} fps is assumed.`;
  }
  return ` ${note.frameRate} fps${note.origin === "file" ? ", read from the file" : ""}.`;
}

/**
 * Shows an opening's outcome with `show`: at once, or when its check settles (while the dialog is still
 * mounted). Calls `busy(true)` while a check runs.
 */
function follow(opening: Opening, show: (message: string | undefined) => void, busy: (on: boolean) => void) {
  if (!(opening instanceof Promise)) {
    busy(false);
    show(opening);
    return;
  }
  busy(true);
  void opening.then((message) => {
    busy(false);
    show(message);
  });
}

function MediaDialogBody({ opener, dragging }: { opener: MediaOpener; dragging: boolean }): ReactNode {
  const { view, samples } = useEditorUi();
  const source = useEditorState((snapshot) => snapshot.project.media.source);
  const hasFileUrl = usePreview((state) => state.mediaUrl !== undefined);
  const note = useFrameRateNote();
  const [address, setAddress] = useState("");
  const [addressError, setAddressError] = useState<string | undefined>(undefined);
  // The address being tried, while it is.
  const [checking, setChecking] = useState<string | undefined>(undefined);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const ids = useId();
  const close = useCallback(() => view.set({ dialog: undefined }), [view]);
  // Set while mounted: a check that settles after the dialog closed shows nothing.
  const mounted = useRef(true);

  // Closing the dialog cancels a check it started (an address being tried, a file's frame rate being read).
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      opener.cancel();
    };
  }, [opener]);
  const whileMounted =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      if (mounted.current) set(value);
    };

  return (
    <Modal title="Open media" className="pke-media-dialog" onClose={close}>
      <p className="pke-media-lede">
        {source
          ? source.kind === "file" && !hasFileUrl
            ? `This project was made with ${source.name}. Open that file again from your computer to see and hear it.`
            : `Now open: ${mediaName(source)}.${rateText(note)} Events keep their times when you change the media.`
          : "Pick the video or audio your events follow. Local files play in this browser and are never uploaded."}
      </p>

      {samples.length > 0 && (
        <section className="pke-media-section" aria-labelledby={`${ids}-samples`}>
          <h3 id={`${ids}-samples`} className="pke-panel-title pke-media-section-title">
            Samples
          </h3>
          <ul className="pke-media-samples">
            {samples.map((sample) => (
              <li key={sample.url}>
                <button type="button" className="pke-media-sample" onClick={() => opener.openSample(sample)}>
                  <span className="pke-media-poster">
                    {sample.poster ? <img src={sample.poster} alt="" /> : <Icon name="film" />}
                  </span>
                  <span className="pke-media-sample-label">{sample.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="pke-media-section" aria-labelledby={`${ids}-file`}>
        <h3 id={`${ids}-file`} className="pke-panel-title pke-media-section-title">
          From your computer
        </h3>
        <label className="pke-media-dropzone" data-dragging={dragging || undefined}>
          <input
            className="pke-visually-hidden"
            type="file"
            accept="video/*,audio/*"
            aria-describedby={fileError ? `${ids}-file-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) follow(opener.openFile(file), whileMounted(setFileError), () => undefined);
            }}
          />
          <Icon name="upload" />
          <span className="pke-media-dropzone-text">
            <strong>Choose a video or audio file</strong>
            <span>or drop it anywhere on the editor</span>
          </span>
        </label>
        {fileError && (
          <p id={`${ids}-file-error`} className="pke-media-error">
            <Icon name="alert" />
            {fileError}
          </p>
        )}
      </section>

      <form
        className="pke-media-section"
        aria-labelledby={`${ids}-link`}
        onSubmit={(event) => {
          event.preventDefault();
          if (address.trim() === "") {
            setAddressError(`Type ${MEDIA_ADDRESS_EXPECTED}.`);
            return;
          }
          const tried = address.trim();
          setAddressError(undefined);
          follow(
            opener.openAddress(tried),
            whileMounted(setAddressError),
            whileMounted((on: boolean) => setChecking(on ? tried : undefined)),
          );
        }}
      >
        <h3 id={`${ids}-link`} className="pke-panel-title pke-media-section-title">
          From a link
        </h3>
        <div className="pke-media-address">
          <label className="pke-visually-hidden" htmlFor={`${ids}-address`}>
            Media address
          </label>
          <input
            id={`${ids}-address`}
            className="pke-input"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://… a video, audio, YouTube or Vimeo link"
            value={address}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? `${ids}-address-error` : undefined}
            onChange={(event) => {
              setAddress(event.target.value);
              setAddressError(undefined);
            }}
          />
          <button type="submit" className="pke-button" data-variant="primary">
            <Icon name="link" />
            Open
          </button>
        </div>
        <p className="pke-visually-hidden" role="status">
          {checking === undefined ? "" : `Checking that “${checking}” is video or audio…`}
        </p>
        {checking !== undefined && (
          <p className="pke-media-checking" aria-hidden="true">
            Checking that this address is video or audio…
          </p>
        )}
        {addressError && (
          <p id={`${ids}-address-error`} className="pke-media-error" role="alert">
            <Icon name="alert" />
            {addressError}
          </p>
        )}
      </form>
    </Modal>
  );
}
