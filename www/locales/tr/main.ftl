# Oyunun Türkçe arayüzü. İletiler ve değişkenleri www/locales/en/main.ftl ile aynıdır
# (www/src/i18n.rs içindeki eşlik testi bunu denetler). Sayıdan sonra ad tekil kalır.

## Dil

language-name = Türkçe
language = Dil

## Oyundan önce ve çevresinde sayfa

title = Dama
manifest-description = Bilgisayara ya da bir arkadaşa karşı, altı varyantta dama. Çevrimdışı çalışır.
loading = Yükleniyor…
startup-failed = Oyun başlatılamadı: { $error }
startup-too-old = bu tarayıcı oyun için fazla eski (WebAssembly’nin vektör komutlarından yoksun). Lütfen güncelleyin ya da güncel bir Chrome, Firefox, Safari veya Edge kullanın.
board-label = Dama tahtası

## Düğmeler ve anahtarlar

new-game = Yeni oyun
rematch = Rövanş
undo = Geri al
redo = Yinele
flip = Tahtayı çevir
hint = İpucu
offer-draw = Beraberlik öner
resign = Terk et
yes = Evet
no = Hayır
start = Başla
cancel = İptal
coordinates = Kare adlarını göster
turn-board = Her hamleden sonra tahtayı çevir
sound = Ses
board-theme = Tahta
moves = Hamleler
analyse = Analiz et
review-game = Oyunu incele
analysing = Analiz ediliyor…
analysis-paused = Analiz, sıra size gelince devam eder.
analysis-over = Oyun bitti: analiz edilecek bir şey yok.
eval-bar-label = Değerlendirme, Beyazın payı
best-line = En iyi devam
back-to-game = Oyuna dön
previous-move = Önceki hamle
next-move = Sonraki hamle

## Yeni oyun

variant = Varyant
opponent = Rakip
level = Seviye
your-colour = Renginiz
time-per-move = Hamle başına süre
computer-level = Bilgisayarın seviyesi
clock = Saat
no-clock = Saatsiz
by-lot = Kurayla
computer = Bilgisayar
two-players = Bu cihazda iki oyuncu
color-white = Beyaz
color-black = Siyah

## Varyantlar

# The groups of a rule-set chooser, by the board.
board-diagonal-8 = 8x8 tahta
board-diagonal-10 = 10x10 tahta
board-diagonal-12 = 12x12 tahta
board-straight-8 = 8x8 tahta, düz hamleler
variant-brazilian = Brezilya daması
variant-russian = Rus daması
variant-international = Uluslararası dama (10x10)
variant-english = İngiliz daması (checkers)
variant-spanish = İspanyol daması
variant-turkish = Dama
variant-italian = İtalyan daması
variant-czech = Çek daması
variant-pool = Amerikan pool daması
variant-thai = Tay daması (mak-hos)
variant-antidraughts = Antidama
variant-breakthrough = Yarma daması

## Tahta temaları

theme-wood = Ahşap
theme-contrast = Yüksek kontrast
theme-tournament = Turnuva yeşili

## Bilgisayarın seviyeleri

level-name-1 = Acemi
level-name-2 = Yeni başlayan
level-name-3 = Amatör
level-name-4 = Kulüp oyuncusu
level-name-5 = Güçlü kulüp oyuncusu
level-name-6 = Uzman
level-name-7 = Usta
level-name-8 = Tam güç
level-manner-1 = sık sık büyük hata yapar
level-manner-2 = sık sık büyük hata yapar
level-manner-3 = hata yapar
level-manner-4 = hata yapar
level-manner-5 = oyun sonlarını iyi oynar
level-manner-6 = bile bile hata yapmaz
level-sight =
    { $depth ->
        [1] bir
        [2] iki
        [3] üç
        [4] dört
        [5] beş
        [6] altı
        [7] yedi
        [8] sekiz
       *[other] { $depth }
    } hamle ileriyi görür
level-description = { $level } · { $name }: { $sight }, { $manner }
level-description-plain = { $level } · { $name }: { $sight }
level-description-unlimited = { $level } · { $name }: izin verdiğiniz kadar düşünür
level-label = { $level } · { $name }
level-setup = seviye { $level } ({ $name })
level-setup-timed = seviye { $level } ({ $name }, hamle başına { $seconds } sn)
seconds-a-move = hamle başına { $seconds } sn
level-change = seviye { $from } → { $to }

## Oyun satırı ve durum satırı

setup-vs-computer =
    { $human ->
        [white] Siz: Beyaz · Bilgisayar: Siyah, { $level }
       *[black] Siz: Siyah · Bilgisayar: Beyaz, { $level }
    }
setup-two-players = İki oyuncu: Beyaz ve Siyah
status-computer-thinking = Bilgisayar düşünüyor…
status-computer-to-move =
    { $color ->
        [white] Sıra Beyazda (bilgisayar)
       *[black] Sıra Siyahta (bilgisayar)
    }
status-your-move =
    { $color ->
        [white] Sıra sizde (Beyaz)
       *[black] Sıra sizde (Siyah)
    }
status-to-move =
    { $color ->
        [white] Sıra Beyazda
       *[black] Sıra Siyahta
    }
last-move = Son hamle: { $move }
thinking = Düşünüyor…
thinking-depth = Düşünüyor… derinlik { $depth }

## Motorun sayıları

engine-line = Derinlik { $depth } · { $eval }
engine-line-speed = Derinlik { $depth } · { $eval } · { $speed }
analysis-depth = Derinlik { $depth }
analysis-depth-speed = Derinlik { $depth } · { $speed }
eval-men = { $sign }{ NUMBER($men, minimumFractionDigits: 2, maximumFractionDigits: 2) }
eval-wins =
    { $winner ->
        [white] Beyaz kazanır
       *[black] Siyah kazanır
    }
eval-wins-in =
    { $winner ->
        [white] Beyaz { $moves } hamlede kazanır
       *[black] Siyah { $moves } hamlede kazanır
    }
speed-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } milyon pozisyon/sn
speed-thousands = { NUMBER($thousands, maximumFractionDigits: 0) } bin pozisyon/sn

## Hamlelere geri bakmak

viewing-move = { $number }. hamle görüntüleniyor: { $move }
viewing-reply = { $number }… hamle görüntüleniyor: { $move }
viewing-start = Başlangıç pozisyonu görüntüleniyor

## Saatler

time-control = { NUMBER($minutes) } dk
time-control-increment = { NUMBER($minutes) } dk + hamle başına { $increment } sn

## Sorular ve yanıtlar

question-resign =
    { $side ->
        [white] Terk edilsin mi? Beyaz oyunu kaybeder.
       *[black] Terk edilsin mi? Siyah oyunu kaybeder.
    }
question-offer-draw = Bilgisayara beraberlik önerilsin mi?
question-draw-offered =
    { $by ->
        [white] Beyaz beraberlik öneriyor. Siyah, kabul ediyor musunuz?
       *[black] Siyah beraberlik öneriyor. Beyaz, kabul ediyor musunuz?
    }
question-computer-offers-draw = Bilgisayar beraberlik öneriyor. Kabul ediyor musunuz?
question-open-past-game = Bu eski oyun açılsın mı? Devam eden oyununuzun yerini alır.
question-open-link = Bağlantıdaki oyun açılsın mı? Devam eden oyununuzun yerini alır.
question-hint-unrates = Bu oyun puanlı: ipucu alırsanız puansız olur. İpucu gösterilsin mi?
question-analysis-unrates = Bu oyun puanlı: bilgisayar analizini açarsanız puansız olur. Analiz açılsın mı?
answer-keep-playing = Devam et
answer-accept = Kabul et
answer-decline = Reddet
answer-open-past-game = Eski oyunu aç
answer-open-link = Bağlantıyı aç
answer-keep-my-game = Oyunumu koru

## Oyun nasıl bitti

outcome-no-moves =
    { $winner ->
        [white] Beyaz kazandı: Siyahın hamlesi kalmadı.
       *[black] Siyah kazandı: Beyazın hamlesi kalmadı.
    }
outcome-gave-away =
    { $winner ->
        [white] Beyaz kazandı: Beyazın hamlesi kalmadı.
       *[black] Siyah kazandı: Siyahın hamlesi kalmadı.
    }
outcome-crowned =
    { $winner ->
        [white] Beyaz kazandı: ilk damayı Beyaz çıkardı.
       *[black] Siyah kazandı: ilk damayı Siyah çıkardı.
    }
outcome-resignation =
    { $winner ->
        [white] Beyaz kazandı: Siyah terk etti.
       *[black] Siyah kazandı: Beyaz terk etti.
    }
outcome-time =
    { $winner ->
        [white] Beyaz kazandı: Siyahın süresi doldu.
       *[black] Siyah kazandı: Beyazın süresi doldu.
    }
draw-repetition = Berabere: aynı pozisyon üç kez oluştu.
draw-king-moves = Berabere: çok uzun süre taş alınmadan yalnızca damalar oynandı.
draw-lone-king = Berabere: tek kalan dama direndi.
draw-kings-ending = Berabere: iki tarafın da daması olan oyun sonunda ilerleme yok.
draw-one-piece-each = Berabere: iki tarafın da tek taşı var.
draw-agreement = Berabere: oyuncular anlaştı.

## Beraberlik kurallarının sayaçları

draw-countdown = { $moves } hamle sonra berabere.
draw-countdown-king-moves = Bir taş oynanmaz ya da taş alınmazsa { $moves } hamle sonra berabere.
draw-countdown-lone-king = Taş alınmazsa { $moves } hamle sonra berabere.
draw-countdown-kings-ending = Taş alınmaz ya da dama çıkmazsa { $moves } hamle sonra berabere.

## Tahtaya tıklamak neden bir şey yapmadı

refusal-capture-compulsory = Taş almak zorunludur.
refusal-stop-on-capture = Taş almak zorunludur: bu taş yalnızca alma yolunun bir karesinde durabilir.
refusal-most-pieces = Taş almak zorunludur ve en çok taş alan yolu seçmelisiniz: { $pieces }.
refusal-most-pieces-kings = Taş almak zorunludur ve en çok taş alan yolu seçmelisiniz: { $pieces }, sonra en çok dama alanı: { $kings }.
refusal-blocked = Bu taş oynayamaz.
refusal-not-your-piece = Bu sizin taşınız değil.
refusal-choose-path = Birden çok alma orada bitiyor: yolun karelerine sırayla tıklayın.

## Durum satırının altındaki notlar

notice-computer-to-move = Bekleyin: sıra bilgisayarda.
notice-game-over = Oyun bitti. Yeni bir oyun başlatın ya da geri alın.
notice-draw-declined = Bilgisayar beraberliği reddediyor.
notice-save-unreadable = Kayıtlı oyununuz okunamadı, bu yüzden yeni bir oyun başladı.
notice-bad-link = Bağlantıdaki pozisyon açılamadı ({ $why }).
notice-puzzles-unavailable = Bulmacalar yüklenemedi ({ $why }).
notice-puzzles-all-solved = Bu varyantın bütün bulmacalarını çözdünüz.
notice-engine-failed = Bilgisayar çalışmayı durdurdu: { $why }
notice-hint = İpucu: { $move }
notice-no-hint = Bu pozisyonda ipucu yok.
notice-records-unreadable = Kayıtlarınız okunamadı; bir kenara ayrıldı ve yeni bir kayıt başlatıldı.
notice-records-not-saved = Kayıtlarınız kaydedilemedi: tarayıcının depolama alanı dolu. Önceden kaydedilenler korunuyor.
notice-imported = { $profiles } oyuncu ve { $games } oyun içe aktarıldı.
notice-import-refused = Dosya içe aktarılmadı: { $reason }. Hiçbir şey değişmedi.
notice-viewing = Daha önceki bir pozisyona bakıyorsunuz: oynamak için oyuna dönün.
notice-replaying = Bu oyun tekrar oynatılıyor: hamleler arasında gezinin ya da gösterilen pozisyondan nasıl devam edeceğinizi seçin.
import-unreadable = kayıt dosyası değil ({ $why })
import-newer-format = oyunun daha yeni bir sürümüyle yazılmış (biçim { $format })
import-bad-game = oyun { $id }: { $why }
import-unknown-player = bir oyunda bilinmeyen bir oyuncu var: { $id }
import-duplicate = { $id } iki kez geçiyor
import-unknown-lesson = oyunda olmayan bir ders geçiyor: { $lesson }

## Sıralama ve geçmiş

leaderboard = Sıralama
close = Kapat
settings = Ayarlar
menu = Menü
rules-unavailable = Kurallar yüklenemedi: bağlantıyı kontrol edip yeniden açın.
coordinates-open = Koordinat alıştırması
coordinates-drill = Alıştırma
coordinates-find = Adı verilen kareye tıklayın
coordinates-name = İşaretli karenin adını bulun
coordinates-intro = Karelerin adlarını öğrenin: 30 saniyede kaçını bilebilirsiniz?
coordinates-click = { $square } karesine tıklayın
coordinates-which = Hangi kare işaretli?
coordinates-right = Doğru!
coordinates-wrong = Hayır: bu { $square } karesi
coordinates-score = { $right } doğru · { $wrong } yanlış · { $seconds } sn kaldı
coordinates-over = Süre doldu: { $right } doğru, { $wrong } yanlış.
coordinates-best = Rekor: { $best }
export-records = Kayıtları dışa aktar
import-records = Kayıtları içe aktar
export-file-name = dama-kayitlari.json
no-games-yet = Bu varyantta henüz biten oyun yok.
standings-empty = Bu varyantın sıralamasında henüz kimse yok: burada görünmek için bilgisayara ya da bir arkadaşa karşı bir oyunu bitirin.
history = Oyunlarınız
players = Oyuncular
profile-white = Siz: bilgisayara karşı, iki kişilik oyunda da Beyaz
profile-black = Diğer oyuncu: iki kişilik oyunda Siyah
profile-name = Ad
rename = Yeniden adlandır
add-profile = Oyuncu ekle
default-profile = Oyuncu
second-profile = Oyuncu 2
heading-player = Oyuncu
heading-rating = Puan
heading-won = Galibiyet
heading-drawn = Beraberlik
heading-lost = Mağlubiyet
heading-streak = Seri (en iyi)
heading-best-level = Yenilen en yüksek seviye
rating = { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } ± { NUMBER($margin, maximumFractionDigits: 0) }
computer-at-level = Bilgisayar (seviye { $level })
history-line =
    { $date } · { $opponent } karşısında { $colour ->
        [white] Beyaz
       *[black] Siyah
    } ile { $result ->
        [won] galibiyet
        [lost] mağlubiyet
       *[drawn] beraberlik
    }, { $moves } hamle, { $ending }
history-line-unrated =
    { $date } · { $opponent } karşısında { $colour ->
        [white] Beyaz
       *[black] Siyah
    } ile { $result ->
        [won] galibiyet
        [lost] mağlubiyet
       *[drawn] beraberlik
    }, { $moves } hamle, { $ending }, puansız
ending-no-moves = hamle kalmadı
ending-gave-away = kazananın hamlesi kalmadı
ending-crowned = ilk dama
ending-resignation = terk
ending-time = süre doldu
ending-agreement = anlaşmalı beraberlik
ending-draw-rule = beraberlik kuralı

## The rules page (rules.ftl holds its text): the header's button, a diagram's name for screen readers.

rules-open = Kurallar
learn-open = Dersler
puzzles-open = Bulmacalar
rules-diagram-label = Diyagram: { $caption }

## Klavyeyle oynama ve ekran okuyucular

theme-colour-safe = Renk körlüğüne uygun
type-move = Hamle yazın
play-typed-move = Oyna
describe-position = Pozisyonu anlat
keyboard-help = Tahtada: ok tuşları imleci taşır, Enter ya da Boşluk bir taşı seçer ve oynar, Escape onu yerine bırakır, D pozisyonu anlatır.
new-position = Tahtada yeni bir pozisyon var.
list-and = { $rest } ve { $last }
list-or = { $rest } ya da { $last }
spoken-mover =
    { $king ->
        [yes]
            { $color ->
                [white] Beyaz dama
               *[black] Siyah dama
            }
       *[no]
            { $color ->
                [white] Beyaz
               *[black] Siyah
            }
    }
spoken-step = { $mover } { $from } karesinden { $to } karesine
spoken-capture = { $mover } { $from } karesinden { $to } karesine taş alır, alınan: { $taken }
spoken-move = { $move }.
spoken-crowned = { $move }, dama oldu.
moves-played = { $count } hamle oynandı.
moves-taken-back = { $count } hamle geri alındı.
color-to-move =
    { $color ->
        [white] Sıra Beyazda.
       *[black] Sıra Siyahta.
    }
side-men =
    { $count ->
        [0] taş yok
        [1] { $squares } karesinde taş
       *[other] { $squares } karelerinde taş
    }
side-kings =
    { $count ->
        [0] dama yok
        [1] { $squares } karesinde dama
       *[other] { $squares } karelerinde dama
    }
side-pieces =
    { $color ->
        [white] Beyaz: { $men }; { $kings }
       *[black] Siyah: { $men }; { $kings }
    }
position-text =
    { $color ->
        [white] Sıra Beyazda. { $white }. { $black }.
       *[black] Sıra Siyahta. { $white }. { $black }.
    }
cursor-light-square = Açık renkli kare
cursor-light = açık renkli kare
cursor-empty = boş
cursor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] beyaz dama
               *[black] siyah dama
            }
       *[no]
            { $color ->
                [white] beyaz taş
               *[black] siyah taş
            }
    }
cursor-square = { $name }, { $what }
cursor-picked-up = { $square }, seçildi
cursor-can-move-here = { $square }, buraya oynanabilir
entry-example = Örnek: { $move }.
entry-empty = Önce bir hamle yazın.
entry-not-a-move = “{ $text }” bir hamle değil: kareleri - ile (almada x ile) birleştirerek yazın.
entry-not-a-square = “{ $name }” bu tahtada oynanabilir bir kare değil.
entry-no-piece = { $name } karesinde taş yok.
entry-illegal = { $text } burada kurala uygun bir hamle değil.
entry-ambiguous = Birden çok alma uyuyor: yolun tamamını yazın, { $paths }.

## Pozisyon düzenleyici

edit-position = Pozisyonu düzenle
editor-palette = Yerleştirilecek taş
side-to-move = Hamle sırası
clear-board = Temizle
start-position = Başlangıç pozisyonu
fen = FEN
play-from-here = Buradan oyna
editor-help = Seçilen taşı koymak için bir kareye tıklayın; kaldırmak için yeniden ya da sağ tıklayın; bir taşı taşımak için sürükleyin.
eraser = Silgi
editor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] Beyaz dama
               *[black] Siyah dama
            }
       *[no]
            { $color ->
                [white] Beyaz taş
               *[black] Siyah taş
            }
    }
editor-unreadable = Bu FEN okunamıyor: { $why }.
editor-man-on-crowning-row = { $square } karesinde taş duramaz: orada dama olurdu.
editor-too-many-pieces =
    { $color ->
        [white] Beyazın en fazla { $count } taşı olabilir, başlangıçtaki kadar.
       *[black] Siyahın en fazla { $count } taşı olabilir, başlangıçtaki kadar.
    }
editor-no-pieces =
    { $color ->
        [white] Beyazın hiç taşı yok.
       *[black] Siyahın hiç taşı yok.
    }
editor-nothing-to-move =
    { $color ->
        [white] Sıra Beyazda ama oynayacak hamlesi yok: oyun bitmiş olurdu.
       *[black] Sıra Siyahta ama oynayacak hamlesi yok: oyun bitmiş olurdu.
    }
editor-ready =
    { $color ->
        [white] Oynamaya hazır: sıra Beyazda.
       *[black] Oynamaya hazır: sıra Siyahta.
    }

## Oyun kayıtları (PDN), tekrar izleme, paylaşma

# Bu sayfada oynanan bir oyunun Event etiketi; dışa aktarılan PDN dosyalarına yazılır.
pdn-event = Dostluk maçı
game-record = Oyun kaydı
pdn-export-title = Bu oyunu kaydet
copy-pdn = PDN’yi kopyala
download-pdn = .pdn indir
pdn-import-title = Bir oyun aç
pdn-paste-label = PDN metnini yapıştırın
pdn-read-text = Metni oku
pdn-choose-file = Dosya seç…
pdn-drop-hint = ya da sayfaya bir .pdn dosyası bırakın.
pdn-rules = Kurallar
pdn-open-game = Oyunu aç
# pdn-refused içinde $why olarak gösterilir.
pdn-no-game = metinde oyun bulunamadı
pdn-copied = Oyunun PDN’si kopyalandı.
pdn-downloaded = .pdn dosyası kaydedildi.
copy-refused = Tarayıcı kopyalamayı reddetti; metni seçip kendiniz kopyalayın.
share = Paylaş
copy-fen = FEN’i kopyala
link-copied = Oyunun bağlantısı kopyalandı.
fen-copied = Pozisyonun FEN’i kopyalandı.
replay-first = İlk pozisyon
replay-back = Önceki hamle
replay-forward = Sonraki hamle
replay-last = Son pozisyon
continue-computer = Bilgisayara karşı devam et
continue-person = İki oyuncuyla devam et
replay-analyse = Burada analiz et
shared-game = Paylaşılan oyun
delete-profile = Oyuncuyu sil
delete = Sil
keep = Koru
last-profile = Son oyuncu silinemez.
# İçe aktarılan bir dosyanın bir oyunu: "3. Ann – Bob, 2-0, 42 hamle".
pdn-summary = { $number }. { $white } – { $black }, { $result }, { $moves } hamle
pdn-reading = Okunuyor… %{ $percent }
pdn-read =
    { $games ->
        [one] { $games } oyun.
       *[other] { $games } oyun: birini seçin.
    }
# $why neyin nerede (oyun, satır, hamle) okunamadığını söyler; İngilizce olabilir.
pdn-refused = Açılmadı ({ $why }). Hiçbir şey değişmedi.
replay-title = { $white } – { $black } · { $result }
replay-place = hamle { $number } / { $total }
pdn-guess-only = Dosya kurallarını belirtmiyor. Bu oyunu yalnızca şu kurallar oynatabiliyor: { $variant }.
pdn-guess-several = Dosya kurallarını belirtmiyor. Bu oyunu şu kuralların hepsi oynatabiliyor: { $variants }. Önerilen: { $variant }; doğru değilse başka birini seçin.
pdn-guess-none = Dosya kurallarını belirtmiyor ve burada oynanan kuralların hiçbiri bu oyunu oynatamıyor.
pdn-guess-not-on-page = Dosya kurallarını belirtmiyor. Bu oyunu yalnızca burada henüz oynanmayan şu kurallar oynatabiliyor: { $variants }.
delete-profile-question =
    { $games ->
        [0] { $name } kayıtlardan silinsin mi? Hiç oyunu yok.
       *[other] { $name } ve { $games } oyunu kayıtlardan silinsin mi?
    }
