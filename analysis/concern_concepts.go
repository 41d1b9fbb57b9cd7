package analysis

import (
	"fmt"
	"math"
	"strings"
)

// Concepts of the serious-concern classifier: words of the six languages
// that mean the same thing ("pills", "Tabletten", "comprimés",
// "pastillas", "pillole", "comprimidos") share a concept, and the
// classifier sees the concepts of a text besides its words, so that what
// it learns from a text in one language carries over to the others. A
// word has the concept of the longest stem of conceptStems that starts it
// (stems of at least conceptStemMin letters), or of its exact entry
// (written "=word"), which also serves to keep a word out of a stem's
// concept ("=tuerie" under "-"). An entry followed by "@" and languages
// ("=die@en", "=tue@fr", "=alle@de") holds only in those languages: in a
// text DetectLanguage gives another language, the word is another word
// (German "die" is an article, "tue" is "do", Italian "alle" is "at the")
// and has no concept of that entry. In a text of no known language every
// entry holds.
//
// Words are as matchWords reads them: lower case, accents folded, elisions
// split off.
var conceptStems = []string{
	"first: =i =me =my =myself =mine =im =ive =ich =mich =mir =mein =meine =meinen =meinem =meiner =je =j =moi =m =mon@fr =mes@fr =yo =mi =conmigo =io =mio =mia =miei =mie =eu =mim =meu =minha =meus =minhas =comigo",
	"second: =you =your =yourself =u =ya@en =du =dich =dir =dein =deine =deinen =tu@fr,es,it,pt =te =toi =ton@fr =ta@fr =tes =vous =votre =vos =ti =tuo =tua =tuoi =voce =voces =teu =contigo =tigo =usted",
	"third: =him =her@en =them =himself =herself =themselves =ihn =ihm =lui =eux =elle =elles =ella =ellos =ellas =lei =loro =ele =ela =eles =elas =dele =dela =deles =delas",
	"injury: ambulanc krankenwag =stretcher =trage brancard =camilla =barella =maca bandage verband =verbandszeug pansement =vendas =venda =bende =curativo =curativos =stitches =genaht =recoudre =teeth =zahne =dents =dientes =denti =dentes dentier dentadura dentiera gebiss =bleed =bleeding =blute =bluten saigner saigne sangrar sangra sanguinare sanguina =wheelchair",
	"accident: accident =unfall =unfalle =unfallen incident =incidente =incidenti =sturz =chute =caida =queda",
	"die: =die@en =dies@en =died dying dead death deadly sterb stirb =tod todes =tot =tote =toter mourir =meurs =meurt meure =mort morte =morts muer morir morra morrer =morri =muoio =muoi =morto =morta morti",
	"kill: kill murder umbring ermord =mord morde =toten =totet =tue@fr =tuer =tuerai tuera =tues@fr =tuez tuerais =buter bute =butte assassin asesin omicid matar =mato =mata =matare mataria =matei =mataram uccid =ucciso ammazz =cargo@es slaughter schlacht massacr egorg degoll sgozz =umlegen =kaltmachen =abstechen",
	"-: =tuerie =tueries =matador =cargas =deadlines",
	"suicide: suicid suizid selbstmord freitod =kms =kys unalive",
	"cut: =cut =cuts cutting =slash ritz =ritze =ritzen schneid geschnitt scarif taillad cortarme cortando =cortes@es,pt =corte@es,pt =cortei cortand =cortarse tagliarm tagliand =tagli =tagliata =tagliato =tagliate tagliuzz =ferite =ferita =ferida =feridas =wunde wunden =scars =scar narbe cicatri",
	"blade: blade razor klinge rasier =lame@fr =lames@fr =cutter cuchilla lamett =lama@es,it =lamina =lamine gillette",
	"knife: knife knive messer couteau cuchill navaja coltell =faca =facas facao =stab stabb abstech erstech poignard apunal acoltell esfaque =furar =furo machete =sharp",
	"gun: =gun =guns pistol rifle shotgun firearm =waffe waffen gewehr knarre flingue =fusil =arme@fr =armes@fr =arma =armas =armi escopeta fucil espingard revolver =armed =bewaffnet =armado =armada =armato =armata",
	"shoot: =shoot =shooting =shot bullet =kugel schiess erschiess =tirer =tirera tirerai =balle =balles =bala =balas balazo dispar =spara sparer =sparo sparat pallottol proiettil =atirar atirou =atiro =tiro =tiros =tiroteo",
	"bomb: =bomb =bombs =bombe =bomba =bombas explos spreng",
	"fire: =fire =torch =brand@de =feu =fuego =fuoco =fogo =incendi incend anzund abfackel =cramer crame petrol benzin =essence@fr gasolin =acid saure =acide =acido",
	"burn: =burn burning =burnt brule bruler verbrenn quemo quemar =quemarme =quema bruci =queimo queimar =queima feuerzeug briquet mechero accendin isqueiro lighter",
	"pills: =pill =pills pillol pillul pildor tablet pastill comprim cachet somnif sonnif schlaftabl medikam =meds medication remedio farmac paracet ibupro insulin calmant antidepress overdos sobredos uberdos",
	"hoard: =saving =saved =stash stashed hoard stockpil sammel sammle gesammel horte =guardo@es,pt guardand@es,pt guardando@es,pt juntand =juntei =accumulo accumul =scorta mettendo =cote",
	"height: bridge brucke =pont =ponts puente =ponte =ponti =roof =dach =toit tejado azotea =tetto telhado hochhaus =ledge =edge cliff parkhaus =balcony balkon =balcon =balcone =sacada =terraza",
	"tracks: =tracks =train =trains =zug =bahn =s-bahn =gleis =gleise =metro =tram =voie =voies =rail =rails =vias =binari =treno =trem trilho =tren =u-bahn",
	"jump: =jump jumping =leap spring@de sprang =saute sauter =sauterai salto saltar =salte =salti buttarm butto =lanciarm =tirarme =tirarse =jogar =jogo =pular =pulo pulei =throw =werfen =jeter =lancer",
	"wake: =wake waking aufwach =wach reveil despert svegli =acordar =acordo",
	"live: =live =living =life =alive leben =lebe =vivre =vie =vida =vivir vivien =vita =vivere =viver vivendo =existir exist =existe =exister",
	"end: =end =ending =ended =finish beend =schluss ende =finir =fin =finirai =finit =acabar acabo =acabe =terminar =termin =finita =farla =chega =basta",
	"vanish: disappear vanish verschwind disparai disparu desaparec =sparire sparisc spariss =sparito =sumir =sumi =sumisse =gone =weg",
	"without: without =ohne =sans =sin@es =senza =sem",
	"better: =better =besser =mieux =mejor =mejores =meglio =melhor =happier =glucklicher =heureux =felices =felici =felizes",
	"burden: burden =last@de =belastung fardeau =carga =peso =charge@fr",
	"goodbye: goodbye farewell abschied =adieu =adieux despedid =addio despedi",
	"sense: =point =pointless =meaning =sinn =sens =sentido =senso =reason =grund =raison =razon =motivo",
	"hurt: =hurt =harm =harming =weh verletz =dano =danos machuc lastim autolesi selbstverletz =bless blesse =ferir =ferirmi =ferirme =injure",
	"hit: =beat =beating =punch =smash =hit =bash schlag verpr verhau zusammenschl zusammengeschl zusammenhau frapp tabass =casse@fr =casser =cassera =gueule paliza golpe revient reventar =reviento =pestare pestiamo =pesto picchi =botte@it =surra porrada =bater espanc arrebent =spacco =spacca =knock =maul =fresse =jaw =kiefer =machoire =mandibula =mascella",
	"threat: regret bereu regrett arrepent =penti pentirai pentire arrepend =warned gewarnt =prevenu =prevenus avisad avvisat =blood =blut =sang@fr =sangre =sangue =threat threaten drohe droht gedroht menac amenaz minacc ameac",
	"address: address adresse direcci indirizz endereco =wohnst =wohnt =habites =habite =vives@es,pt =vive@es,pt =abiti =abita =moras@pt =mora@pt",
	"sexual: =sex sexual =intimidad =intimidade sexuel sexo sesso sessual =nude =nudes =naked nackt =nu =nue =nus desnud =nudo@it =nuda =nudi intim =porn porno",
	"body: breast =bum =butt =ass =arse hintern =po@de =brust busen =fesses =seins poitrine =culo =pecho =pechos =tetas sedere =seno =tette =bunda =peito =seios thigh oberschenkel cuisse muslo coscia =coxa =body korper =corps cuerpo =corpo =legs =beine jambes piernas =gambe =pernas =hips =hufte =hanche cintura =fianchi",
	"touch: touch grope =grab =grabs =grabbed =rub =rubs =rubbing rubbed =fasst =fasste =anfassen =angefasst grapsch betatsch =touche toucher =tocar =toca =toco tocca tocco toccat palp caress streichel acarici carezz accarezz =reibt =reibe frott restreg =arrima strusci esfreg encost =roca@pt =rocando pellizc kneif pince pinch pizzic belisc =klaps pacche palmad presses",
	"photo: photo =foto =fotos =pic =pics =bild =bilder =image =images imagen immagin imagem =video =videos =film =filmt filmed filma filme =screenshot screenshots fotograf =graba =grabo =grabar =grabando =grabado =grabada =grabaron =gravou =gravar =gravando =gravado =gravada =gravaram",
	"share: =post =posted =posting =share =shared =sharing geteilt =teilt veroffentl publicad publicaro =publico =publica publicou publie pubblic =subio =subieron compart condivis condivid =postou =posta circul =leak leaked =spread verbreit diffus difund =girato =vazaram",
	"stalk: =follow =follows =followed following stalk verfolg =folgt =suit@fr =suivi suivre =sigue =siguio seguit =segue =seguiu =espera =aspetta =wartet =attend@fr",
	"insult: =ugly =hasslich =hassliche =moche =moches =fea =feas =feia =gorda =gordas =grassa =cicciona =ciccione =baleia whore =slut bitch =hure schlampe fotze =pute salope =puta =putas puttan =troia =vadia =idiot idiot stupid =dumm blod =nul =nulle inutil worthless wertlos =useless =loser",
	"gay: =gay =gays schwul lesb homo =trans queer transgen",
	"jew: =jew =jews jewish =jude =juden judisch =juif =juifs juive =judio =judios =ebreo =ebrei =judeu =judeus",
	"muslim: muslim musulm islam =moslem kopftuch hijab headscarf =voile =velo@es,it =veu panuelo",
	"black: =black =blacks =schwarze =schwarzer =noir =noirs =noire =negro =negra =negros =nero =neri =nera =preto =preta",
	"roma: =roma@en,de,fr =rom =roms gitan zigeun =sinti cigan zingar gypsy",
	"foreign: immigr migrant auslander fluchtl refug etrang estrang estrangeir extranjer stranier foreign =arab =arabs =arabe =arabes =araber =turk =turks =turken =turke",
	"women: =women =woman =frau =frauen =femme =femmes =mujer mujeres =donna =donne =mulher =mulheres =girls =madchen =filles =chicas =ragazze =meninas",
	"disabled: disab behinder handicap rollstuhl wheelchair fauteuil =silla =sedia cadeira cadeirant gehorlos =taub =deaf =sourd =sourde =sordo =sorda =surdo =surda =blind =blinde =aveugle =ciego =cieco =cego",
	"pregnant: pregnan schwanger enceinte embaraz incinta gravid",
	"accent: accent akzent acento accento sotaque surname nachname =nom =apellido cognome sobrenome",
	"because: because =cause =cuz =weil =parce =porque =perche =poiche siccome =since",
	"refuse: refus reject verweiger ablehn rechaz rifiut recus =won't =wont =zuruckgezogen withdr",
	"broken: broken kaputt defekt =panne =cassé =roto =rota =rotto =rotta quebr estrag =loose =locker wackel branl suelt =sciolt traball =solto =solta =bamba =crack =cracked =riss =fissur grieta =crepa rachad",
	"spark: spark =funken etincel chisp scintill faisc =smoke =rauch fumee =humo =fumo fumaca =gas =gaz =wire =wires =kabel =cable =cables =fils =filo =fili =fio =fios desencap pelad scopert",
	"mold: =mold =mould schimmel moisiss =moho =muffa =mofo",
	"structure: ceiling =decke plafond techo soffitt =teto railing gelander rambarde garde-corps barandill ringhier parapet corrim scaffold gerust echafaud andami impalcatur andaime =stairs treppe escalier escaler =escada",
	"exit: =exit =exits ausgang notausg =sortie salida uscit =saida",
	"alarm: alarm =alarme =alarma allarm extinguish feuerlosch extincteur extintor estintor sprinkler",
	"crowd: crowd overcrowd uberfull bonde =lleno abarrot sovraffoll lotad =crush crushed quetsch ecras aplast schiacc esmag prens",
	"fall: =fall@en =fell falling sturz =fallt =tomber tombe =caer =cayo =cayeron =cadere =caduto =caduta =cadute =cair =caiu =caindo",
	"drunk: drunk betrunk =ivre borrach ubriac =bebado =bebada =besoffen =hammered",
	"danger: unsafe danger gefahr peligr pericol perig hazard =risk",
	"fumes: fumes =dampfe =dampfen vapeur vapor =fumi vapore =dizzy schwindl vertig marea =tonto@pt",
	"suspicious: suspicious verdacht =suspect suspeit sospech sospett",
	"rope: =rope =ropes =noose =seil =seile =strick =schlinge =corde =cordes =cuerda =cuerdas =soga =corda =cappio =laco",
	"hang: =hang =hanging =hanged erhang aufhang =pendre =pendu =pendue pendais =ahorcar ahorcarme ahorcad =colgarme impicc =enforcar =enforcou =enforcado =enforcada",
	"poison: poison vergift giftig empoison =veneno envenen =veleno avvelen velenos venenos",
	"drown: drown ertrink ertrank ertrunk =noyer =noye =noyee =noyade ahogar ahogad ahogo annega afogar afogad afogo",
	"strangle: strangl =choke =choking =choked wurg erwurg etrangl estrangul strangol strozz ersticken erstick =suffocate suffoc soffoc sufoca asfixi",
	"find: =find =finde =finden =trouver =trouverai =trouverons =encontrar =encontrare =encontrarte =trovare =trovero =troveremo =achar =acharei",
	"night: =night =nights =tonight =nacht =nachts =nuit =soir =noche =notte =stasera =stanotte =noite",
	"outside: =outside =draussen =dehors =fuera =afuera =fuori =fora =parking =parkplatz =estacionamiento =aparcamiento =parcheggio =estacionamento",
	"home: =home =house =zuhause =hause =haus =wohnung =maison =chez =casa =domicile =flat =apartment =appartement =apartamento =appartamento",
	"car: =car@en =cars =auto =autos =wagen =voiture =coche =macchina =carro",
	"family: =family =familie =famille =familia =famiglia =kids =children =kinder =enfants =hijos =figli =filhos =wife =husband =daughter =tochter =sohn =hija =hijo =figlia =figlio =filha =filho",
	"revenge: reveng =rache =rachen =vengeance venger =venganza =vendetta =vingar =vinganca",
	"pay: =pay =bezahlen =bezahlst =payer =paiera =paieras =paierez =pagar =pagaras =pagara =pagare =pagherai =pagheranno =pagarao",
	"hospital: =hospital =hospitals =hospitalized =hospitalised =hospitalise =hospitalisee =hospitalizado =hospitalizada =ospedaliero =hopital =krankenhaus =klinik =spital =ospedale =urgences =notaufnahme =notarzt =emergencias =urgencias",
	"sleep: =sleep =sleeping =asleep =schlafen =einschlafen =dormir =dormire =dormirei =dormiro",
	"alone: =alone =lonely =loneliness =allein =alleine =einsam =einsamkeit =seul =seule =solitude =soledad =solitudine =solidao =sozinho =sozinha",
	"hopeless: hopeless hoffnungslos ausweglos sinnlos =desespoir desesper dispera =despair",
	"message: =message =messages =text =texts =texted =texting =dm =dms =nachricht =nachrichten =mensaje =mensajes =messaggio =messaggi =mensagem =mensagens =sms =whatsapp =audios =vocali =vocale =vocaux =sprachnachricht =sprachnachrichten =email =emails =mail =mails",
	"kiss: kiss =kuss kusse kusst gekusst =embrasser =embrasse =bisou =bisous =besar =beso =besos =besarme =bacio =baci =baciare =baciato =baciata =baciarmi =beijo =beijos =beijar =beijou",
	"clothes: =skirt =skirts =jupe =jupes =falda =faldas =minigonna =saia =saias =clothes =kleidung =kleid =vetements =ropa =vestiti =vestito =roupa =roupas =outfit =dress =neckline =ausschnitt =decollete =escote =scollatura =decote",
	"stare: =stare@en =stares =staring =stared anstarr =starrt =starrte glotz =fixe =fixer =fissa =fissare =fissava =encara =encarar =encarando =ogle =ogling",
	"harass: harass belastig harcel =acoso =acosa =acosan =acosaba =acosar =acosando acosad =molestie =molestata =molestato =molestatore =molestare =molested =molesting =molester =molestation assedi importun =sexting =creep =perv =pervs =pervert =perverts =pervers =perverso =perversa =perversos =perversi =baboso =babosos =viscido =viscidi =lustmolch",
	"bully: =bully =bullies =bullied =bullying =bullismo =bullo =bulli =mobbing =gemobbt =mobben =mobbt intimid einschucht",
	"boss: =boss =bosses =supervisor =supervisors =manager =managers vorgesetzt =chef@de,fr =chefin =cheffe =jefe =jefa =jefes =capo =capi =chefe =chefa =gerente =gerentes =encargado =encargada =responsabile =titolare =patron@fr,es =patronne =dueno =duena =dono =ausbilder =lehrmeister =oberarzt =entraineur =entrenador =allenatore =treinador",
	"peer: =colleague =colleagues =coworker =coworkers =classmate =classmates =kollege =kollegin =kollegen =mitschuler =mitschulerin =mitschulern =collegue =collegues =companero =companera =companeros =companeras =compagno =compagna =compagni =compagne =collega =colleghi =colega =colegas",
	"private: =private =privat =privaten =privater =privates =privee =privees =prive =prives =privado =privada =privados =privadas =privato =privata =privati",
	"profile: =profile =profiles =profil =profils =perfil =perfiles =perfis =profilo =profili",
	"undress: =vestuario =vestuarios =vestiaire =vestiaires =spogliatoio =spogliatoi umkleide =vestiario =vestiarios =shower =showers =dusche =duschen =douche =douches =ducha =duchas =doccia =docce =chuveiro =chuveiros =balneario",
	"send: =send =sends =sending =schickt =schicken =schickte =geschickt =envoie =envoient =envoyer =envoye =envoyait =manda =mandan =mandar =mando =mandaba =mandado =mandato =mandava =mandou =mandam =envia =enviar =enviou =invia =inviato =inviare =inviando",
	"ask: =ask =asks =asking =asked =fragt =fragte =gefragt =demande =demandait =pide =pidio =pedia =pregunta =preguntando =chiede =chiesto =chiedeva =chiedendo =pede =pediu =perguntando =perguntou",
	"comment: =comments =commenting =commented =kommentar =kommentare =kommentiert =commente =commentaire =commentaires =comenta =comentario =comentarios =comentando =commenta =commenti =commento =commentando",
	"keeps: =keeps =constantly =standig =dauernd =constamment =constantemente =continuamente",
	"swear: =swear =swears =swore =sworn =schwort =schwor =geschworen =jure =jurait =juro =jurou =giuro =giura =giurato =jurado",
	"hide: =hide =hides =hiding =hidden versteck =cacher =cachee =cachees =cachait escond nascond =nascosto =nascosta =nascosti =nascoste",
	"intent: =deliberately =intentionally =absichtlich =expres =adrede =apposta =propositalmente =deliberadamente =intencionadamente =volontairement =intenzionalmente",
	"rumour: rumou =rumor =rumors =rumores =geruchte =geruchten =rumeur =rumeurs =boato =boatos =pettegolezzi =chisme =chismes",
	"blackmail: blackmail erpress chantag chantaj ricatt",
	"exclude: exclud ausgeschlossen ausgrenz ausschliess =exclu =exclue =exclus =exclure =excluido =excluida =excluidos =excluidas esclus ignor",
	"mock: =mock =mocks =mocked =mocking =ridicule =ridiculed =ridiculiser =ridiculise =ridicolizza =ridicolizzato =ridiculiza =ridiculizan =ridiculizou =auslachen =ausgelacht moque =burla =burlan =burlas =burlarse =deride =derisione =zomba =zombam =zombar =zoar =zoam =zoando humiliat =humilie =humilier =humiliee =humilies =humiliees humill demutig gedemutig umilia humilh",
	"skin: =skin =haut =hautfarbe =peau =piel =pelle =pele =race =rasse =raza =razza =raca =colour =color =couleur =colore racis rassis razzis",
	"religion: religi =church =kirche =eglise =iglesia =chiesa =igreja mosque moschee =mezquita moschea mesquita synagog sinagog =pray =beten =prier =rezar =pregare =orar",
	"country: =country =countries =heimat =pays =pais =paese =paesi =homeland =zuruck =retourne =retourner =vuelve =vuelvete =tornatene =voltar",
	"hire: =hire =hired =hiring =promoted =promotion =einstellen =eingestellt =befordert =beforderung =embauche =embaucher =promu =contratar =contratado =contratada =ascenso =ascendido =assumere =promosso =promozione =promovido =promocao =salary =gehalt =lohn =salaire =sueldo =salario =stipendio",
	"men: =men =manner =hommes =hombres =uomini =homens =male@en =guys =jungs =mecs =chicos =ragazzi =rapazes",
	"gear: =helmet =helmets =helm =helme =casque =casques =casco =cascos =capacete =capacetes =harness =harnais =arnes =imbracatura =gurt =gurte =goggles =schutzbrille =gafas =occhiali =oculos =gloves =handschuhe =gants =guantes =guanti =luvas =seatbelt =sicherheitsgurt =ladder =ladders =leiter =echelle =scala",
	"brakes: =brake =brakes =bremse =bremsen =frein =freins =freno =frenos =freni =freio =freios =tyre =tyres =tire@en =tires@en =reifen =pneu =pneus =neumatico =neumaticos =gomme",
	"machine: =machine =machines =maschine =maschinen =maquina =maquinas =macchinario =macchinari =forklift =gabelstapler =chariot =carretilla =muletto =empilhadeira =conveyor",
	"electric: electr elektr elettr eletr =strom =stromschlag =shock =zapped =descarga =scossa =choque =courant",
	"chemical: chemic chemikal chemisch chimiqu quimic chimic =bleach =javel =lejia =candeggina =lixivia",
	"slippery: slipp =slip@en rutsch glissant =glisse resbal scivol escorreg =icy =ice =hielo =ghiaccio =gelo =wet =nass =mouille =mojado =bagnato =molhado",
	"water: =water =wasser =eau =agua =acqua =flood =flooded uberschwemm =inonde inundad allagat alagad =puddle =pfutze =flaque =charco =pozzanghera =poca",
	"blocked: =blocked =blockiert =versperrt =zugestellt =verstellt =bloque =bloquee =bloques =bloquees =bloqueada =bloqueado =bloqueadas =bloqueados =bloccata =bloccato =bloccate =bloccati obstruct ostruit obstru =locked =abgeschlossen =verschlossen =cadenas =cadenasse =trancada =trancado =trancadas",
	"ventilation: ventil =luftung =abzug",
	"dog: =dog =dogs =hund =hunde =chien =chiens =perro =perros =cane@it =cani =cachorro =cao =caes",
	"needle: needle syringe =nadel =nadeln =spritze =spritzen =seringue =seringues =aiguille =aiguilles =jeringa =jeringas =aguja =agujas =siringa =siringhe =agulha =agulhas =seringa =seringas",
	"glass: =glass =glas =scherben =verre =vidrio =vidrios =cristales =vetro =vetri =vidro =vidros =shards",
	"driver: =driver =drivers =fahrer =fahrerin =busfahrer =chauffeur =conducteur =conductor =chofer =autista =motorista",
	"phone: =phone =handy =telephone =telefono =movil =celular =cellulare =telemovel =telefone",
	"sick: =sick =krank =ubel =malade =enfermo =enferma =malato =malata =doente vomit erbrech =vomir =vomitar =vomitare =nausea =nauseous",
	"faint: =faint =fainted =fainting ohnmacht bewusstlos evanoui desmay svenut =svenire desmai unconscious inconscient inconscien incoscien",
	"breathe: breath =atmen =atme =atmet =atmete respir",
	"fear: =scared =afraid =frightened =terrified =fear =angst =furcht =peur =miedo =paura =medo assust spaventat effray =terrorized =terrorizzata",
	"police: =police =polizei =policia =polizia =cops =cop =flics =carabinieri",
	"club: =bat =baseball =knuppel =schlagstock =matraque =batte =palo =mazza =bastone =taco =porrete =crowbar =brecheisen",
	"face: =face =gesicht =visage =cara@es =faccia =viso =rosto =nose =nase =nez =nariz =naso",
	"letter: =letter =letters =abschiedsbrief =lettre =lettres =carta@es,pt =cartas =lettera =lettere =bilhete",
	"funeral: funeral beerdig begrabnis enterrement obseques funerail =entierro =funerale =funerali =enterro =velorio",
	"alcohol: alcohol alkohol =alcool =vodka =beer =beers =bier =biere =cerveza =birra =cerveja =wine =wein =vin =vino =vinho =drinks",
	"drugs: =drugs =drogen =drogues =drogas =droghe =cocaine =kokain =cocaina",
	"asian: =asian =asiatisch =asiatique =asiatico =asiatica =asiatici =chinese =chinois =chinoise =chino =china =cinese =cinesi =chines =chinesa =chinesen",
	"sexism: sexis sessis =gender =geschlecht =genero =genere =misogyn",
	"next: =next =nachste =nachsten =prochain =prochaine =proximo =proxima =prossimo =prossima",
	"everyone: =everyone =everybody =alle@de =allen =tous =toutes =todos =todas =tutti =tutte",
	"place: =school =schule =ecole =escuela =colegio =scuola =escola =campus =building =gebaude =batiment =edificio =predio =office =buro =bureau =oficina =ufficio =escritorio",
	"attack: attack =angriff angreif attaqu =ataque =atacar =ataco =atacou attacc",
	"watch: =watch =watching =watched beobacht surveill spionier =espionne =espionner =espia =espiando =spia =spiare =spiando",
	"wrist: =wrist =wrists handgelenk =poignet =poignets =muneca =munecas =polso =polsi =pulso =pulsos",
	"tired: =tired =exhausted =mude =erschopft =fatigue =fatiguee =epuise =epuisee =cansado =cansada =stanco =stanca =esgotado =esgotada",
	"pain: =pain@en =schmerz =schmerzen =douleur =dolor =dolore =dor",
	"collapse: collaps einstur effondr derrumb crollat =crollo =crolla desab",
	"emergency: emergen =notfall =notfalle",
	"protection: protect protez protec proteg =guard =guards =schutz schutzvorricht =sicherheit =securite =seguridad =sicurezza =seguranca =safety",
	"report: report gemeldet =meldet =melden signal segnal denunci",
	"duration: =weeks =months =wochen =monate =monaten =semaines =mois =semanas =meses =settimane =mesi",
	"again: =again =wieder =erneut =encore =ancora =novamente =nuevamente",
	"idiom: =laugh laughing lach =lache =risa =risata =ridere =riso =rir =rindo =rire =haha =lol =jaja =ahah =kkk =joke =witz =blague =broma =battuta =piada",
	"praise: =great =amazing =awesome =super =toll@de =genial =geil =excellent =incroyable =fantastico =fantastic =otimo =bravo =brilliant =loved =love =liebe =adore =encanta =adoro",
	"work: =exam =exams =test =quiz =deadline prufung klausur examen partiel =examen =esame =esami =prova =provas =prazo =abgabe =scadenza =entrega",
}

// concept is the index of a concept of conceptNames (0: none); a negated
// concept (negatedConcept) follows all of them.
type concept uint16

// conceptStemMin is the shortest stem that is matched as a prefix; shorter
// entries must be exact.
const conceptStemMin = 4

// conceptStemMax is the longest stem of conceptStems.
var conceptStemMax int

// conceptEntry is the concept of a word or stem and the languages it
// holds in.
type conceptEntry struct {
	concept
	langs languageSet
}

// languageSet is a set of languages, one bit per entry of languageCodes.
type languageSet uint8

// anyLanguage is the set of every language: that of an entry without
// languages, and that of a text whose language is unknown.
const anyLanguage languageSet = 1<<len(languageCodes) - 1

// languageSetOf returns the set of the one language code, or anyLanguage
// for "" (or a code that is not one of languageCodes).
func languageSetOf(code string) languageSet {
	for i, c := range languageCodes {
		if c == code {
			return 1 << i
		}
	}
	return anyLanguage
}

// Concepts by exact word and by stem, and the concepts' names by index
// (index 0 is "-"). (Whatever reads conceptNames depends on this
// initialisation, so that Go initialises them first.)
var conceptExact, conceptStem, conceptNames = compileConcepts()

func compileConcepts() (map[string]conceptEntry, map[string]conceptEntry, []string) {
	exact := map[string]conceptEntry{}
	stems := map[string]conceptEntry{}
	names := []string{"-"}
	for _, line := range conceptStems {
		name, entries, _ := strings.Cut(line, ":")
		id := concept(0)
		if name != "-" {
			names = append(names, name)
			id = concept(len(names) - 1)
		}
		for _, e := range strings.Fields(entries) {
			e, codes, scoped := strings.Cut(e, "@")
			entry := conceptEntry{id, anyLanguage}
			if scoped {
				entry.langs = 0
				for _, code := range strings.Split(codes, ",") {
					l := languageSetOf(code)
					if l == anyLanguage {
						panic("analysis: concept entry of an unknown language: " + e + "@" + codes)
					}
					entry.langs |= l
				}
			}
			if w, ok := strings.CutPrefix(e, "="); ok {
				setOnce(exact, strings.ReplaceAll(w, "_", " "), entry)
				continue
			}
			if len(e) < conceptStemMin {
				panic("analysis: concept stem shorter than conceptStemMin: " + e)
			}
			setOnce(stems, e, entry)
			conceptStemMax = max(conceptStemMax, len(e))
		}
	}
	if 2*len(names) > math.MaxUint16+1 {
		// negatedConcept puts the negated concepts after the concepts,
		// in the same concept index.
		panic(fmt.Sprintf("analysis: %d concepts: a concept and its negation must fit in a concept index", len(names)))
	}
	return exact, stems, names
}

// setOnce sets m[k] to id, and panics when k is listed already: a word
// or stem listed twice in conceptStems would take the concept of its
// last line only.
func setOnce(m map[string]conceptEntry, k string, e conceptEntry) {
	if _, dup := m[k]; dup {
		panic("analysis: concept entry listed twice: " + k)
	}
	m[k] = e
}

// conceptOf returns the concept of word w in a text of the languages
// langs (languageSetOf of its language), or 0: that of its exact entry,
// else of its longest stem, among the entries that hold in langs.
func conceptOf(w string, langs languageSet) concept {
	if e, ok := conceptExact[w]; ok && e.langs&langs != 0 {
		return e.concept
	}
	for n := min(len(w), conceptStemMax); n >= conceptStemMin; n-- {
		if e, ok := conceptStem[w[:n]]; ok && e.langs&langs != 0 {
			return e.concept
		}
	}
	return 0
}
