# Kurallar sayfası: her varyant için bir bölüm, oyunun uyguladığı biçimde (docs/rules.md).
# Metinlerdeki kare adları her varyantın kendi notasyonundadır; çevrilmez.
# Cümleler bilerek kısa: her biri tek bir şey söyler.

## Bölüm başlıkları, bütün varyantlarda aynı

rules-section-board = Tahta ve taşlar
rules-section-men = Taşların hareketi
rules-section-kings = Damaların hareketi
rules-section-captures = Taş alma
rules-section-precedence = Hangi alma seçilmeli
rules-section-crowning = Dama çıkma
rules-section-draws = Oyunun sonu ve beraberlik
rules-section-notation = Notasyon

## Brezilya daması

rules-brazilian-title = Brezilya daması
rules-brazilian-intro = Brezilya daması, uluslararası kurallarla 64 karelik küçük tahtada oynanır.
rules-brazilian-board-1 = Tahta 8'e 8 karedir. Beyaz oyuncunun solundaki a1 köşe karesi koyu renklidir.
rules-brazilian-board-2 = Her oyuncunun, kendine en yakın üç sıranın koyu karelerinde 12 taşı vardır. İlk hamleyi Beyaz yapar.
rules-brazilian-board-diagram-1 = Başlangıç pozisyonu.
rules-brazilian-men-1 = Taş, çapraz olarak bir kare ileri, boş bir kareye gider.
rules-brazilian-men-diagram-1 = c3 karesindeki taş b4 ya da d4 karesine gidebilir.
rules-brazilian-kings-1 = Dama, bir çapraz boyunca ileri ya da geri, istediği kadar boş kare gider. Buna “uçan” dama denir.
rules-brazilian-kings-diagram-1 = c1 karesindeki dama işaretli karelerin hepsine gidebilir.
rules-brazilian-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-brazilian-captures-2 = Taş, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır. Taşlar ileri ve geri alabilir.
rules-brazilian-captures-3 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-brazilian-captures-4 = Dama, bulunduğu çapraz üzerindeki bir taşı, aradaki kareler boşsa, ne kadar uzakta olursa olsun alır. Alınan taşın arkasındaki boş karelerden istediğine iner. Bu karelerden birinden yeniden alabiliyorsa, o kareye inip almaya devam etmelidir.
rules-brazilian-captures-5 = Bir taşın üzerinden iki kez atlanamaz. Alınan taşlar tahtadan ancak hamle bitince kalkar, bu yüzden yolu kapatmaya devam ederler.
rules-brazilian-captures-diagram-1 = c3 karesindeki taş önce d4 taşını, sonra geriye doğru f4 taşını alır: c3xe5xg3.
rules-brazilian-captures-diagram-2 = a1 karesindeki dama d4 taşını alır ve e5, f6, g7 ya da h8 karesine inebilir.
rules-brazilian-precedence-1 = En çok taş alan almayı seçmelisiniz. Dama da sıradan bir taş gibi tek taş sayılır.
rules-brazilian-precedence-2 = Birkaç alma aynı sayıda taş alıyorsa, aralarından dilediğinizi seçersiniz.
rules-brazilian-precedence-diagram-1 = Beyaz g3xe5xg7 oynayıp iki taş almalıdır. a3xc5 ile damayı almak yasaktır, çünkü yalnızca bir taş alır.
rules-brazilian-crowning-1 = Hamlesini son sırada bitiren taş dama olur.
rules-brazilian-crowning-2 = Alma sırasında son sıraya varan ve almaya devam edebilen taş devam etmek zorundadır. Taş olarak kalır, dama olmaz.
rules-brazilian-crowning-diagram-1 = b6 karesindeki taş d8 karesinden geçer ve f6 karesinde durur: b6xd8xf6. Hâlâ taştır.
rules-brazilian-draws-1 = Hamle yapamayan oyuncu kaybeder. Bu, bütün taşları alındığında ya da kapandığında olur.
rules-brazilian-draws-2 = Aynı pozisyon, sıra aynı oyuncudayken üç kez oluşursa oyun berabere biter. Oyuncular berabere kalmakta da anlaşabilir.
rules-brazilian-draws-3 = Uluslararası Dama Federasyonu'nun 64 kareli dama kurallarında (IDF, 7.2.4 ile 7.2.8 arası maddeler) olduğu gibi, oyun şu durumlarda da kendiliğinden berabere biter. Bir oyun sonunda hamleler, o güç dengesinin oluştuğu andan, yani son taş alındığı ya da son dama çıktığı andan itibaren sayılır:
rules-brazilian-draws-4 = Tek damaya karşı üç ya da daha çok dama: güçlü taraf 15 hamlede kazanamazsa berabere.
rules-brazilian-draws-5 = a1-h8 uzun çaprazındaki tek damaya karşı, en az biri dama olan üç taş: her taraf 5 hamle yapınca berabere.
rules-brazilian-draws-6 = Tek damaya karşı iki dama, bir dama ve bir taş ya da tek dama: her taraf 5 hamle yapınca berabere.
rules-brazilian-draws-7 = İki tarafın da daması var, hiç taş alınmıyor ve dama çıkmıyor: tahtada 4 ya da 5 taş varken her taraf 30 hamle yapınca, 6 ya da 7 taş varken her taraf 60 hamle yapınca berabere.
rules-brazilian-draws-8 = İki oyuncu da taş almadan yalnızca damalarını oynuyor: her taraf 15 hamle yapınca berabere.
rules-brazilian-draws-9 = Brezilya Dama Konfederasyonu (CBD) bu son durumda her taraf için 20 hamle sayar; bu oyun, Uluslararası Dama Federasyonu'nun 15 hamlesine uyar.
rules-brazilian-notation-1 = Her karenin sütununu gösteren bir harfi vardır: Beyazın solundan başlayarak a'dan h'ye. Sırasını gösteren bir sayısı vardır: Beyazın tarafından başlayarak 1'den 8'e.
rules-brazilian-notation-2 = Bir hamle c3-d4 diye yazılır. Bir alma c3xe5 diye yazılır, gerekirse her iniş karesiyle: c3xe5xg3.

## Rus daması

rules-russian-title = Rus daması
rules-russian-intro = Rus daması (şaşki) 64 karede, uçan damalarla ve almada serbest seçimle oynanır.
rules-russian-board-1 = Tahta 8'e 8 karedir. Beyaz oyuncunun solundaki a1 köşe karesi koyu renklidir.
rules-russian-board-2 = Her oyuncunun, kendine en yakın üç sıranın koyu karelerinde 12 taşı vardır. İlk hamleyi Beyaz yapar.
rules-russian-board-diagram-1 = Başlangıç pozisyonu.
rules-russian-men-1 = Taş, çapraz olarak bir kare ileri, boş bir kareye gider.
rules-russian-men-diagram-1 = c3 karesindeki taş b4 ya da d4 karesine gidebilir.
rules-russian-kings-1 = Dama, bir çapraz boyunca ileri ya da geri, istediği kadar boş kare gider.
rules-russian-kings-diagram-1 = c1 karesindeki dama işaretli karelerin hepsine gidebilir.
rules-russian-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-russian-captures-2 = Taş, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır. Taşlar ileri ve geri alabilir.
rules-russian-captures-3 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-russian-captures-4 = Dama, bulunduğu çapraz üzerindeki bir taşı, aradaki kareler boşsa, ne kadar uzakta olursa olsun alır. Alınan taşın arkasındaki boş karelerden istediğine iner. Bu karelerden birinden yeniden alabiliyorsa, o kareye inip almaya devam etmelidir.
rules-russian-captures-5 = Bir taşın üzerinden iki kez atlanamaz. Alınan taşlar tahtadan ancak hamle bitince kalkar, bu yüzden yolu kapatmaya devam ederler.
rules-russian-captures-diagram-1 = c3 karesindeki taş önce d4 taşını, sonra geriye doğru f4 taşını alır: c3:e5:g3.
rules-russian-captures-diagram-2 = a1 karesindeki dama d4 taşını alır ve e5, f6, g7 ya da h8 karesine inebilir.
rules-russian-precedence-1 = Birkaç alma yolu varsa dilediğinizi seçersiniz. En çok taşı almak zorunda değilsiniz.
rules-russian-precedence-2 = Seçtiğiniz alma yine de sonuna kadar tamamlanmalıdır.
rules-russian-precedence-diagram-1 = g3:e5:g7 iki taş alsa da Beyaz a3:c5 ile damayı alabilir. İkisi de serbesttir.
rules-russian-crowning-1 = Son sıraya varan taş hemen dama olur.
rules-russian-crowning-2 = Bu bir alma sırasında olursa, aynı hamlede bu kez dama olarak almaya devam eder.
rules-russian-crowning-diagram-1 = b6 karesindeki taş d8 karesinde dama olur. Sonra dama olarak e7 taşını alır ve h4 karesine iner: b6:d8:h4.
rules-russian-draws-1 = Hamle yapamayan oyuncu kaybeder. Bu, bütün taşları alındığında ya da kapandığında olur.
rules-russian-draws-2 = Aynı pozisyon, sıra aynı oyuncudayken üç kez oluşursa oyun berabere biter. Oyuncular berabere kalmakta da anlaşabilir.
rules-russian-draws-3 = Oyun şu durumlarda da kendiliğinden berabere biter. Bir oyun sonunda hamleler, o güç dengesinin oluştuğu andan, yani son taş alındığı ya da son dama çıktığı andan itibaren sayılır:
rules-russian-draws-4 = Tek damaya karşı üç ya da daha çok dama: güçlü taraf 15 hamlede kazanamazsa berabere.
rules-russian-draws-5 = a1-h8 uzun çaprazındaki tek damaya karşı, en az biri dama olan üç taş: her taraf 5 hamle yapınca berabere.
rules-russian-draws-6 = Tek damaya karşı iki dama, bir dama ve bir taş ya da tek dama: her taraf 5 hamle yapınca berabere.
rules-russian-draws-7 = İki tarafın da daması var, hiç taş alınmıyor ve dama çıkmıyor: tahtada 4 ya da 5 taş varken her taraf 30 hamle yapınca, 6 ya da 7 taş varken her taraf 60 hamle yapınca berabere.
rules-russian-draws-8 = İki oyuncu da taş almadan yalnızca damalarını oynuyor: her taraf 15 hamle yapınca berabere.
rules-russian-notation-1 = Her karenin sütununu gösteren bir harfi vardır: Beyazın solundan başlayarak a'dan h'ye. Sırasını gösteren bir sayısı vardır: Beyazın tarafından başlayarak 1'den 8'e.
rules-russian-notation-2 = Bir hamle c3-d4 diye yazılır. Bir alma c3:e5 (ya da c3xe5) diye yazılır, gerekirse her iniş karesiyle: c3:e5:g3.

## Uluslararası dama

rules-international-title = Uluslararası dama
rules-international-intro = Uluslararası dama, dünya federasyonu FMJD'nin kurallarıyla 100 karelik bir tahtada oynanır.
rules-international-board-1 = Tahta 10'a 10 karedir. Beyaz oyuncunun solundaki köşe karesi koyu renklidir.
rules-international-board-2 = Her oyuncunun, kendine en yakın dört sıranın koyu karelerinde 20 taşı vardır. İlk hamleyi Beyaz yapar.
rules-international-board-diagram-1 = Başlangıç pozisyonu. Siyah taşlar 1 ile 20 arasındaki karelerde, beyaz taşlar 31 ile 50 arasındakilerde durur.
rules-international-men-1 = Taş, çapraz olarak bir kare ileri, boş bir kareye gider.
rules-international-men-diagram-1 = 33 karesindeki taş 28 ya da 29 karesine gidebilir.
rules-international-kings-1 = Dama, bir çapraz boyunca ileri ya da geri, istediği kadar boş kare gider. Buna “uçan” dama denir.
rules-international-kings-diagram-1 = 46 karesindeki dama işaretli karelerin hepsine gidebilir.
rules-international-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-international-captures-2 = Taş, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır. Taşlar ileri ve geri alabilir.
rules-international-captures-3 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-international-captures-4 = Dama, bulunduğu çapraz üzerindeki bir taşı, aradaki kareler boşsa, ne kadar uzakta olursa olsun alır. Alınan taşın arkasındaki boş karelerden istediğine iner. Bu karelerden birinden yeniden alabiliyorsa, o kareye inip almaya devam etmelidir.
rules-international-captures-5 = Bir taşın üzerinden iki kez atlanamaz. Alınan taşlar tahtadan ancak hamle bitince kalkar, bu yüzden yolu kapatmaya devam ederler.
rules-international-captures-diagram-1 = 37 karesindeki taş önce 32 taşını, sonra geriye doğru 33 taşını alır: 37x28x39.
rules-international-captures-diagram-2 = 46 karesindeki dama 32 taşını alır ve 28, 23, 19, 14, 10 ya da 5 karesine inebilir.
rules-international-precedence-1 = En çok taş alan almayı seçmelisiniz. Dama da sıradan bir taş gibi tek taş sayılır.
rules-international-precedence-2 = Birkaç alma aynı sayıda taş alıyorsa, aralarından dilediğinizi seçersiniz.
rules-international-precedence-diagram-1 = Beyaz 39x28x19 oynayıp iki taş almalıdır. 36x27 ile damayı almak yasaktır, çünkü yalnızca bir taş alır.
rules-international-crowning-1 = Hamlesini son sırada bitiren taş dama olur.
rules-international-crowning-2 = Alma sırasında son sıraya varan ve almaya devam edebilen taş devam etmek zorundadır. Taş olarak kalır, dama olmaz.
rules-international-crowning-diagram-1 = 11 karesindeki taş 2 karesinden geçer ve 13 karesinde durur: 11x2x13. Hâlâ taştır.
rules-international-draws-1 = Hamle yapamayan oyuncu kaybeder. Bu, bütün taşları alındığında ya da kapandığında olur.
rules-international-draws-2 = Aynı pozisyon, sıra aynı oyuncudayken üç kez oluşursa oyun berabere biter. Oyuncular berabere kalmakta da anlaşabilir.
rules-international-draws-3 = Oyun şu durumlarda da kendiliğinden berabere biter. Bir oyun sonunda hamleler, o güç dengesinin oluştuğu andan, yani son taş alındığı ya da son dama çıktığı andan itibaren sayılır:
rules-international-draws-4 = Tek damaya karşı, en az biri dama olan üç taş: her taraf 16 hamle yapınca berabere.
rules-international-draws-5 = Tek damaya karşı, en az biri dama olan iki ya da daha az taş: her taraf 5 hamle yapınca berabere.
rules-international-draws-6 = İki oyuncu da taş almadan yalnızca damalarını oynuyor: her taraf 25 hamle yapınca berabere.
rules-international-notation-1 = Koyu kareler 1'den 50'ye kadar numaralıdır. Tahtaya Beyazın tarafından bakınca 1 numaralı kare sol üst köşededir. Numaralar soldan sağa, sıra sıra ilerler ve sağ alt köşedeki 50'de biter.
rules-international-notation-2 = Bir hamle 32-28 diye yazılır. Bir alma 28x19 diye yazılır, gerekirse her iniş karesiyle: 37x28x39.

## İngiliz daması (checkers)

rules-english-title = İngiliz daması (checkers)
rules-english-intro = İngiliz daması ya da checkers, 64 karede, kısa adımlı damalarla ve almada serbest seçimle oynanır.
rules-english-board-1 = Tahta 8'e 8 karedir. Her oyuncunun solundaki köşe karesi koyu renklidir.
rules-english-board-2 = Her oyuncunun, kendine en yakın üç sıranın koyu karelerinde 12 taşı vardır. İlk hamleyi Siyah yapar.
rules-english-board-diagram-1 = Başlangıç pozisyonu. Siyah taşlar 1 ile 12 arasındaki karelerde, beyaz taşlar 21 ile 32 arasındakilerde durur.
rules-english-men-1 = Taş, çapraz olarak bir kare ileri, boş bir kareye gider.
rules-english-men-diagram-1 = 22 karesindeki taş 17 ya da 18 karesine gidebilir.
rules-english-kings-1 = Dama, çapraz olarak bir kare ileri ya da geri gider. Bir hamlede daha uzağa gidemez.
rules-english-kings-diagram-1 = 18 karesindeki dama 14, 15, 22 ya da 23 karesine gidebilir.
rules-english-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-english-captures-2 = Bir taş ya da dama, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır.
rules-english-captures-3 = Taşlar yalnızca ileri alır. Damalar ileri ve geri alır, ama yalnızca yanlarındaki taşı.
rules-english-captures-4 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-english-captures-5 = Üzerinden atlanan taşlar hamle bitene kadar tahtada kalır: yolu kapatmaya devam ederler ve hiçbir taşın üzerinden iki kez atlanamaz.
rules-english-captures-diagram-1 = 22 karesindeki taş 18 taşını almalıdır: 22x15. Arkasında kalan 26 taşını alamaz.
rules-english-captures-diagram-2 = 18 karesindeki dama geriye doğru 23 taşını alır ve hemen arkasına iner: 18x27.
rules-english-precedence-1 = Birkaç alma yolu varsa dilediğinizi seçersiniz. En çok taşı almak zorunda değilsiniz.
rules-english-precedence-2 = Seçtiğiniz alma yine de sonuna kadar tamamlanmalıdır.
rules-english-precedence-diagram-1 = 24x15x8 iki taş alsa da Beyaz 21x14 oynayıp tek taş alabilir. İkisi de serbesttir.
rules-english-crowning-1 = Son sıraya varan taş dama olur.
rules-english-crowning-2 = Bu bir alma sırasında olursa hamle orada biter. Yeni dama o hamlede başka taş almaz.
rules-english-crowning-diagram-1 = 11 karesindeki taş 7 taşını alır ve 2 karesinde dama olur: 11x2. Hamle biter, bu yüzden 6 taşı alınmaz.
rules-english-draws-1 = Hamle yapamayan oyuncu kaybeder. Bu, bütün taşları alındığında ya da kapandığında olur.
rules-english-draws-2 = Aynı pozisyon, sıra aynı oyuncudayken üç kez oluşursa oyun berabere biter. Oyuncular berabere kalmakta da anlaşabilir.
rules-english-draws-3 = Hiç taş alınmadan ve yalnızca damalar oynanarak her taraf 50 hamle yaparsa oyun yine berabere biter.
rules-english-draws-4 = Dünya federasyonunun turnuvalarında bu sınır 40 hamledir ve oyuncunun istemesi gerekir. Bu oyun, kimse istemeden 50 hamlede beraberlik verir.
rules-english-notation-1 = Koyu kareler 1'den 32'ye kadar numaralıdır. Tahtaya Beyazın tarafından bakınca 1 numaralı kare sol üst köşededir. Numaralar soldan sağa, sıra sıra ilerler ve sağ alt köşedeki 32'de biter.
rules-english-notation-2 = Bir hamle 22-18 diye yazılır. Bir alma 22x15 diye yazılır, gerekirse her iniş karesiyle: 24x15x8.

## İspanyol daması

rules-spanish-title = İspanyol daması
rules-spanish-intro = İspanyol daması (damas) 64 karede, uçan damalarla oynanır. Taşlar yalnızca ileri alır.
rules-spanish-board-1 = Tahta 8'e 8 karedir. Tahta döndürülmüştür: her oyuncunun sağındaki köşe karesi koyu renklidir.
rules-spanish-board-2 = Her oyuncunun, kendine en yakın üç sıranın koyu karelerinde 12 taşı vardır. İlk hamleyi Beyaz yapar.
rules-spanish-board-diagram-1 = Başlangıç pozisyonu. Beyaz taşlar 1 ile 12 arasındaki karelerde, siyah taşlar 21 ile 32 arasındakilerde durur.
rules-spanish-men-1 = Taş, çapraz olarak bir kare ileri, boş bir kareye gider.
rules-spanish-men-diagram-1 = 10 karesindeki taş 13 ya da 14 karesine gidebilir.
rules-spanish-kings-1 = Dama, bir çapraz boyunca ileri ya da geri, istediği kadar boş kare gider.
rules-spanish-kings-diagram-1 = 1 karesindeki dama işaretli karelerin hepsine gidebilir.
rules-spanish-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-spanish-captures-2 = Taş, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır. Taşlar yalnızca ileri alır.
rules-spanish-captures-3 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-spanish-captures-4 = Dama ileri ve geri alır: bulunduğu çapraz üzerindeki bir taşı, aradaki kareler boşsa, ne kadar uzakta olursa olsun alır. Alınan taşın arkasındaki boş karelerden istediğine iner. Bu karelerden birinden yeniden alabiliyorsa, o kareye inip almaya devam etmelidir.
rules-spanish-captures-5 = Bir taşın üzerinden iki kez atlanamaz. Alınan taşlar tahtadan ancak hamle bitince kalkar, bu yüzden yolu kapatmaya devam ederler.
rules-spanish-captures-diagram-1 = 10 karesindeki taş 14 taşını almalıdır: 10x19. Arkasında kalan 6 taşını alamaz.
rules-spanish-captures-diagram-2 = 1 karesindeki dama 14 taşını alır ve 19, 23, 28 ya da 32 karesine inebilir.
rules-spanish-precedence-1 = En çok taş alan almayı seçmelisiniz. Buna nicelik kuralı denir.
rules-spanish-precedence-2 = Birkaç alma aynı sayıda taş alıyorsa, en çok dama alanlardan birini seçmelisiniz. Buna nitelik kuralı denir.
rules-spanish-precedence-diagram-1 = Nicelik: Beyaz 12x19x28 oynayıp iki taş almalıdır. 9x18 ile damayı almak yasaktır.
rules-spanish-precedence-diagram-2 = Nitelik: iki alma da birer taş alır. Beyaz 12x19 ile taşı değil, 9x18 ile damayı almalıdır.
rules-spanish-crowning-1 = Son sıraya varan taş dama olur.
rules-spanish-crowning-2 = Bu bir alma sırasında olursa hamle orada biter. Yeni dama o hamlede başka taş almaz.
rules-spanish-crowning-diagram-1 = 23 karesindeki taş 27 taşını alır ve 30 karesinde dama olur: 23x30. Hamle biter, bu yüzden 26 taşı alınmaz.
rules-spanish-draws-1 = Hamle yapamayan oyuncu kaybeder. Bu, bütün taşları alındığında ya da kapandığında olur.
rules-spanish-draws-2 = Aynı pozisyon, sıra aynı oyuncudayken üç kez oluşursa oyun berabere biter. Oyuncular berabere kalmakta da anlaşabilir.
rules-spanish-draws-3 = Hiç taş alınmadan ve yalnızca damalar oynanarak her taraf 20 hamle yaparsa oyun yine berabere biter.
rules-spanish-notation-1 = Koyu kareler 1'den 32'ye kadar numaralıdır. 1 numaralı kare Beyazın sağ alt köşesindedir. Numaralar sağdan sola, sıra sıra ilerler ve sol üst köşedeki 32'de biter.
rules-spanish-notation-2 = Bir hamle 10-14 diye yazılır. Bir alma 10x19 diye yazılır, gerekirse her iniş karesiyle: 12x19x28.

## Dama

rules-turkish-title = Dama
rules-turkish-intro = Dama (Türk daması) tahtanın bütün karelerinde oynanır. Taşlar çapraz değil, düz gider: sıralar ve sütunlar boyunca.
rules-turkish-board-1 = Tahta 8'e 8 karedir ve 64 karenin hepsi kullanılır.
rules-turkish-board-2 = Her oyuncunun, kendi tarafındaki ikinci ve üçüncü sıralarda 16 taşı vardır. Birinci sıra boş kalır. İlk hamleyi Beyaz yapar.
rules-turkish-board-diagram-1 = Başlangıç pozisyonu.
rules-turkish-men-1 = Taş bir kare dümdüz ileri ya da bir kare sola veya sağa gider. Asla geri gitmez.
rules-turkish-men-diagram-1 = d4 karesindeki taş d5, c4 ya da e4 karesine gidebilir.
rules-turkish-kings-1 = Dama bir sıra ya da sütun boyunca ileri, geri ya da yana, istediği kadar boş kare gider.
rules-turkish-kings-diagram-1 = d4 karesindeki dama işaretli karelerin hepsine gidebilir.
rules-turkish-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-turkish-captures-2 = Taş, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır. Taşlar ileri ve yana alır, asla geri almaz.
rules-turkish-captures-3 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-turkish-captures-4 = Dama, bulunduğu sıra ya da sütun üzerindeki bir taşı, aradaki kareler boşsa, ne kadar uzakta olursa olsun alır. Alınan taşın arkasındaki boş karelerden istediğine iner. Bu karelerden birinden yeniden alabiliyorsa, o kareye inip almaya devam etmelidir.
rules-turkish-captures-5 = Alınan her taş, üzerinden atlanır atlanmaz tahtadan kalkar. Bu yüzden alan taş daha sonra o karenin üzerinden geçebilir.
rules-turkish-captures-6 = İki atlayış arasında alan taş geldiği yöne geri dönemez.
rules-turkish-captures-diagram-1 = d4 karesindeki taş önce yana doğru e4 taşını, sonra ileri doğru f5 taşını alır: d4xf4xf6. Arkasında kalan d3 taşını alamaz.
rules-turkish-captures-diagram-2 = c1 karesindeki dama c4, e7, f6 ve b4 taşlarını alır: c1xc7xf7xf4xa4. Son atlayışta, artık boş olan c4 karesinin üzerinden geçer.
rules-turkish-precedence-1 = En çok taş alan almayı seçmelisiniz. Dama da sıradan bir taş gibi tek taş sayılır.
rules-turkish-precedence-2 = Birkaç alma aynı sayıda taş alıyorsa, aralarından dilediğinizi seçersiniz.
rules-turkish-precedence-diagram-1 = Beyaz f3xf5xf7 oynayıp iki taş almalıdır. b4xb6 ile damayı almak yasaktır, çünkü yalnızca bir taş alır.
rules-turkish-crowning-1 = Hamlesini son sırada bitiren taş dama olur.
rules-turkish-crowning-2 = Alma sırasında son sıraya varan taş, alabiliyorsa taş olarak almaya devam eder. Hamle bitince dama olur.
rules-turkish-crowning-3 = Bu konuda kaynaklar birbirini tutmaz ve hiçbir federasyon metni konuyu kesin olarak çözmez: bazıları taşı hemen dama yapar. Bu oyun, çoğu rehberin verdiği kuralı izler: taş, hamle bitince dama olur.
rules-turkish-crowning-diagram-1 = c6 karesindeki taş c7 taşını alır, c8 karesine varır, sonra taş olarak d8 taşını alır: c6xc8xe8. Hamlenin sonunda e8 karesinde dama olur, bu yüzden bu hamlede e5 taşını almaz.
rules-turkish-draws-1 = Hamle yapamayan oyuncu kaybeder. Bu, bütün taşları alındığında ya da kapandığında olur.
rules-turkish-draws-2 = Aynı pozisyon, sıra aynı oyuncudayken üç kez oluşursa oyun berabere biter. Oyuncular berabere kalmakta da anlaşabilir.
rules-turkish-draws-3 = İki oyuncuya da birer taş kaldığında oyun hemen berabere biter.
rules-turkish-draws-4 = Hiç taş alınmadan ve yalnızca damalar oynanarak her taraf 50 hamle yaparsa oyun yine berabere biter.
rules-turkish-draws-5 = Birer taş kalınca verilen beraberlik, Dama Akademisi'nin yeni başlayanlar rehberine (§19b) dayanır: “biri dama olsa bile”. Bazı oyuncular, tek kalmış bir taşa karşı damayla oynamayı sürdürür.
rules-turkish-notation-1 = Her karenin sütununu gösteren bir harfi vardır: Beyazın solundan başlayarak a'dan h'ye. Sırasını gösteren bir sayısı vardır: Beyazın tarafından başlayarak 1'den 8'e.
rules-turkish-notation-2 = Bir hamle d3-d4 diye yazılır. Bir alma d4xd6 diye yazılır, gerekirse her iniş karesiyle: d4xf4xf6.

## İtalyan daması

rules-italian-title = İtalyan daması
rules-italian-intro = İtalyan daması (dama italiana), İtalya federasyonu FID'nin kurallarıyla 64 karede, kısa adımlı damalarla oynanır. Taşlar damaları alamaz.
rules-italian-board-1 = Tahta 8'e 8 karedir. Tahta döndürülmüştür: her oyuncunun sağındaki köşe karesi koyu renklidir.
rules-italian-board-2 = Her oyuncunun, kendine en yakın üç sıranın koyu karelerinde 12 taşı vardır. İlk hamleyi Beyaz yapar.
rules-italian-board-diagram-1 = Başlangıç pozisyonu. Siyah taşlar 1 ile 12 arasındaki karelerde, beyaz taşlar 21 ile 32 arasındakilerde durur.
rules-italian-men-1 = Taş, çapraz olarak bir kare ileri, boş bir kareye gider.
rules-italian-men-diagram-1 = 22 karesindeki taş 18 ya da 19 karesine gidebilir.
rules-italian-kings-1 = Dama, çapraz olarak bir kare ileri ya da geri gider. Bir hamlede daha uzağa gidemez.
rules-italian-kings-diagram-1 = 18 karesindeki dama 13, 14, 21 ya da 22 karesine gidebilir.
rules-italian-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-italian-captures-2 = Bir taş ya da dama, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır. Taşlar yalnızca ileri alır. Damalar ileri ve geri alır, ama yalnızca yanlarındaki taşı.
rules-italian-captures-3 = Taş hiçbir zaman damayı almaz. Yalnızca sıradan taşları alır.
rules-italian-captures-4 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-italian-captures-5 = Üzerinden atlanan taşlar hamle bitene kadar tahtada kalır: yolu kapatmaya devam ederler ve hiçbir taşın üzerinden iki kez atlanamaz.
rules-italian-captures-diagram-1 = 22 karesindeki taş 18 taşını almalıdır: 22x13. Arkasında kalan 26 taşını alamaz.
rules-italian-captures-diagram-2 = 22 karesindeki taş 19 karesindeki taşı almalıdır: 22x15. 18 karesindeki damayı alamaz.
rules-italian-precedence-1 = Birkaç alma yolu varsa şu kurallar, bu sırayla karar verir: en çok taşı alın; sayı eşitse, taşla değil damayla alın; sonra en çok damayı alın; sonra bir damaya en önce rastlayan almayı seçin.
rules-italian-precedence-2 = Dört kuraldan sonra almalar hâlâ eşitse, aralarından dilediğinizi seçersiniz.
rules-italian-precedence-diagram-1 = 27 karesindeki dama da 22 karesindeki taş da birer taş alabilir. Damayla alınmalıdır: 27x20. Taşla 22x13 almak yasaktır.
rules-italian-crowning-1 = Son sıraya varan taş dama olur.
rules-italian-crowning-2 = Bu bir alma sırasında olursa hamle orada biter. Yeni dama o hamlede başka taş almaz.
rules-italian-crowning-diagram-1 = 9 karesindeki taş 5 taşını alır ve 2 karesinde dama olur: 9x2. Hamle biter, bu yüzden 6 taşı alınmaz.
rules-italian-draws-1 = Hamle yapamayan oyuncu kaybeder. Bu, bütün taşları alındığında ya da kapandığında olur.
rules-italian-draws-2 = Aynı pozisyon, sıra aynı oyuncudayken dört kez oluşursa oyun berabere biter. Oyuncular berabere kalmakta da anlaşabilir.
rules-italian-draws-3 = Hiç taş alınmadan ve yalnızca damalar oynanarak her taraf 40 hamle yaparsa oyun yine berabere biter.
rules-italian-notation-1 = Koyu kareler 1'den 32'ye kadar numaralıdır. Tahtaya Beyazın tarafından bakınca 1 numaralı kare sol üst köşededir. Numaralar soldan sağa, sıra sıra ilerler ve sağ alt köşedeki 32'de biter.
rules-italian-notation-2 = Bir hamle 22-18 diye yazılır. Bir alma 22x13 diye yazılır, gerekirse her iniş karesiyle.

## Çek daması

rules-czech-title = Çek daması
rules-czech-intro = Çek daması (česká dáma), Çek federasyonunun kurallarıyla 64 karede, uçan damalarla oynanır. Taşlar yalnızca ileri alır ve bir dama alabiliyorsa, damayla alınmalıdır.
rules-czech-board-1 = Tahta 8'e 8 karedir. Beyaz oyuncunun solundaki a1 köşe karesi koyu renklidir.
rules-czech-board-2 = Her oyuncunun, kendine en yakın üç sıranın koyu karelerinde 12 taşı vardır. İlk hamleyi Beyaz yapar.
rules-czech-board-diagram-1 = Başlangıç pozisyonu.
rules-czech-men-1 = Taş, çapraz olarak bir kare ileri, boş bir kareye gider.
rules-czech-men-diagram-1 = c3 karesindeki taş b4 ya da d4 karesine gidebilir.
rules-czech-kings-1 = Dama, bir çapraz boyunca ileri ya da geri, istediği kadar boş kare gider. Buna “uçan” dama denir.
rules-czech-kings-diagram-1 = c1 karesindeki dama işaretli karelerin hepsine gidebilir.
rules-czech-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-czech-captures-2 = Taş, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır. Taşlar yalnızca ileri alır.
rules-czech-captures-3 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-czech-captures-4 = Dama, bulunduğu çapraz üzerindeki bir taşı, aradaki kareler boşsa, ne kadar uzakta olursa olsun alır. Alınan taşın arkasındaki boş karelerden istediğine iner. Bu karelerden birinden yeniden alabiliyorsa, o kareye inip almaya devam etmelidir.
rules-czech-captures-5 = Bir taşın üzerinden iki kez atlanamaz. Alınan taşlar tahtadan ancak hamle bitince kalkar, bu yüzden yolu kapatmaya devam ederler.
rules-czech-captures-diagram-1 = c3 karesindeki taş d4 taşını almalıdır: c3xe5. Arkasında kalan b2 taşını alamaz.
rules-czech-captures-diagram-2 = a1 karesindeki dama d4 taşını alır ve e5, f6, g7 ya da h8 karesine inebilir.
rules-czech-precedence-1 = Bir dama alabiliyorsa, damayla alınmalıdır: onun yerine taşla almak yasaktır.
rules-czech-precedence-2 = Bunun dışında almalar arasından dilediğinizi seçersiniz. En çok taşı almak zorunda değilsiniz.
rules-czech-precedence-diagram-1 = a1 karesindeki dama almalıdır: a1xd4. Taşla e5xg7 almak yasaktır.
rules-czech-precedence-diagram-2 = g3xe5xg7 iki taş alsa da Beyaz a3xc5 oynayıp damayı alabilir. İkisi de serbesttir.
rules-czech-crowning-1 = Son sıraya varan taş dama olur.
rules-czech-crowning-2 = Bu bir alma sırasında olursa hamle orada biter: taş yalnızca ileri alır, bu yüzden alacak başka taşı kalmaz.
rules-czech-crowning-diagram-1 = b6 karesindeki taş c7 taşını alır ve d8 karesinde dama olur: b6xd8.
rules-czech-draws-1 = Hamle yapamayan oyuncu kaybeder. Bu, bütün taşları alındığında ya da kapandığında olur.
rules-czech-draws-2 = Aynı pozisyon, sıra aynı oyuncudayken üç kez oluşursa oyun berabere biter. Oyuncular berabere kalmakta da anlaşabilir.
rules-czech-draws-3 = Bu oyunda hamle sayısına bağlı beraberlik yoktur: oyunun uyduğu Çek kurallarının özetlerinde böyle bir kural bulunamadı.
rules-czech-notation-1 = Her karenin sütununu gösteren bir harfi vardır: Beyazın solundan başlayarak a'dan h'ye. Sırasını gösteren bir sayısı vardır: Beyazın tarafından başlayarak 1'den 8'e.
rules-czech-notation-2 = Bir hamle c3-d4 diye yazılır. Bir alma c3xe5 diye yazılır, gerekirse her iniş karesiyle: c3xe5xg7.

## Amerikan pool daması

rules-pool-title = Amerikan pool daması
rules-pool-intro = Amerika Birleşik Devletleri'nde oynanan Amerikan pool daması, 64 kare ve uçan damalar kullanır. Taşlar ileri ve geri alır ve almanızı serbestçe seçersiniz.
rules-pool-board-1 = Tahta 8'e 8 karedir. Her oyuncunun solundaki köşe karesi koyu renklidir.
rules-pool-board-2 = Her oyuncunun, kendine en yakın üç sıranın koyu karelerinde 12 taşı vardır. İlk hamleyi Siyah yapar.
rules-pool-board-diagram-1 = Başlangıç pozisyonu. Siyah taşlar 1 ile 12 arasındaki karelerde, beyaz taşlar 21 ile 32 arasındakilerde durur.
rules-pool-men-1 = Taş, çapraz olarak bir kare ileri, boş bir kareye gider.
rules-pool-men-diagram-1 = 22 karesindeki taş 17 ya da 18 karesine gidebilir.
rules-pool-kings-1 = Dama, bir çapraz boyunca ileri ya da geri, istediği kadar boş kare gider. Buna “uçan” dama denir.
rules-pool-kings-diagram-1 = 29 karesindeki dama işaretli karelerin hepsine gidebilir.
rules-pool-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-pool-captures-2 = Taş, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır. Taşlar ileri ve geri alabilir.
rules-pool-captures-3 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-pool-captures-4 = Dama, bulunduğu çapraz üzerindeki bir taşı, aradaki kareler boşsa, ne kadar uzakta olursa olsun alır. Alınan taşın arkasındaki boş karelerden istediğine iner. Bu karelerden birinden yeniden alabiliyorsa, o kareye inip almaya devam etmelidir.
rules-pool-captures-5 = Bir taşın üzerinden iki kez atlanamaz. Alınan taşlar tahtadan ancak hamle bitince kalkar, bu yüzden yolu kapatmaya devam ederler.
rules-pool-captures-diagram-1 = 22 karesindeki taş önce 18 taşını, sonra geriye doğru 19 taşını alır: 22x15x24.
rules-pool-captures-diagram-2 = 29 karesindeki dama 18 taşını alır ve 15, 11, 8 ya da 4 karesine inebilir.
rules-pool-precedence-1 = Birkaç alma yolu varsa dilediğinizi seçersiniz. En çok taşı almak zorunda değilsiniz.
rules-pool-precedence-2 = Seçtiğiniz alma yine de sonuna kadar tamamlanmalıdır.
rules-pool-precedence-diagram-1 = 24x15x8 iki taş alsa da Beyaz 21x14 oynayıp damayı alabilir. İkisi de serbesttir.
rules-pool-crowning-1 = Hamlesini son sırada bitiren taş dama olur.
rules-pool-crowning-2 = Alma sırasında son sıraya varan ve geriye doğru almaya devam edebilen taş devam etmek zorundadır. Taş olarak kalır, dama olmaz.
rules-pool-crowning-diagram-1 = 9 karesindeki taş 2 karesinden geçer ve 11 karesinde durur: 9x2x11. Hâlâ taştır.
rules-pool-draws-1 = Hamle yapamayan oyuncu kaybeder. Bu, bütün taşları alındığında ya da kapandığında olur.
rules-pool-draws-2 = Aynı pozisyon, sıra aynı oyuncudayken üç kez oluşursa oyun berabere biter. Oyuncular berabere kalmakta da anlaşabilir.
rules-pool-draws-3 = Oyun şu durumlarda da kendiliğinden berabere biter. Bir oyun sonunda hamleler, o güç dengesinin oluştuğu andan, yani son taş alındığı ya da son dama çıktığı andan itibaren sayılır:
rules-pool-draws-4 = Tek damaya karşı üç dama: güçlü taraf 13 hamlede kazanamazsa berabere.
rules-pool-draws-5 = İki oyuncu da taş almadan yalnızca damalarını oynuyor: her taraf 15 hamle yapınca berabere.
rules-pool-notation-1 = Koyu kareler 1'den 32'ye kadar numaralıdır. Tahtaya Beyazın tarafından bakınca 1 numaralı kare sol üst köşededir. Numaralar soldan sağa, sıra sıra ilerler ve sağ alt köşedeki 32'de biter.
rules-pool-notation-2 = Bir hamle 22-18 diye yazılır. Bir alma 22x15 diye yazılır, gerekirse her iniş karesiyle: 22x15x24.

## Tay daması

rules-thai-title = Tay daması (mak-hos)
rules-thai-intro = Tay daması (mak-hos) 64 karede, her oyuncunun 8 taşıyla oynanır. Damalar uçar ama aldıkları taşın hemen arkasında durur. Alınan taşlar tahtadan hemen kalkar.
rules-thai-board-1 = Tahta 8'e 8 karedir. Her oyuncunun solundaki köşe karesi koyu renklidir.
rules-thai-board-2 = Her oyuncunun, kendine en yakın iki sıranın koyu karelerinde 8 taşı vardır. İlk hamleyi Siyah yapar.
rules-thai-board-diagram-1 = Başlangıç pozisyonu. Beyaz taşlar 1 ile 8 arasındaki karelerde, siyah taşlar 25 ile 32 arasındakilerde durur.
rules-thai-men-1 = Taş, çapraz olarak bir kare ileri, boş bir kareye gider.
rules-thai-men-diagram-1 = 11 karesindeki taş 15 ya da 16 karesine gidebilir.
rules-thai-kings-1 = Dama, bir çapraz boyunca ileri ya da geri, istediği kadar boş kare gider. Buna “uçan” dama denir.
rules-thai-kings-diagram-1 = 4 karesindeki dama işaretli karelerin hepsine gidebilir.
rules-thai-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-thai-captures-2 = Taş, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır. Taşlar yalnızca ileri alır.
rules-thai-captures-3 = Dama, bulunduğu çapraz üzerindeki bir taşı, aradaki kareler boşsa, ne kadar uzakta olursa olsun alır. Alınan taşın hemen arkasındaki kareye inmek zorundadır. Oradan her yöne yeniden alabilir.
rules-thai-captures-4 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-thai-captures-5 = Alınan her taş tahtadan hemen kalkar, bu yüzden artık yolu kapatmaz.
rules-thai-captures-diagram-1 = 4 karesindeki dama 15 taşını alır ve hemen arkasında, 18 karesinde durmak zorundadır: 4x18.
rules-thai-captures-diagram-2 = 11 karesindeki taş 15 taşını almalıdır: 11x18. Arkasında kalan 7 taşını alamaz.
rules-thai-precedence-1 = Birkaç alma yolu varsa dilediğinizi seçersiniz. En çok taşı almak zorunda değilsiniz.
rules-thai-precedence-2 = Seçtiğiniz alma yine de sonuna kadar tamamlanmalıdır.
rules-thai-precedence-diagram-1 = 9x18x25 iki taş alsa da Beyaz 12x19 oynayıp tek taş alabilir. İkisi de serbesttir.
rules-thai-crowning-1 = Son sıraya varan taş dama olur.
rules-thai-crowning-2 = Bu bir alma sırasında olursa hamle orada biter. Yeni dama o hamlede başka taş almaz.
rules-thai-crowning-diagram-1 = 24 karesindeki taş 27 taşını alır ve 31 karesinde dama olur: 24x31. Hamle biter, bu yüzden 26 taşı alınmaz.
rules-thai-draws-1 = Hamle yapamayan oyuncu kaybeder. Bu, bütün taşları alındığında ya da kapandığında olur.
rules-thai-draws-2 = Aynı pozisyon, sıra aynı oyuncudayken üç kez oluşursa oyun berabere biter. Oyuncular berabere kalmakta da anlaşabilir.
rules-thai-draws-3 = Bu oyunda hamle sayısına bağlı beraberlik yoktur: mak-hos üzerine kaynaklar böyle bir kural vermez. İlk hamleyi kimin yapacağı da kaynaktan kaynağa değişir; bu oyun, Siyahın başladığı PDN standardına uyar.
rules-thai-notation-1 = Koyu kareler, oyuna başlayan Siyahın tahtayı gördüğü yönden 1'den 32'ye kadar numaralıdır: 1 numaralı kare, Siyahın sol üst köşesindeki ilk koyu karedir; Beyaz için bu kare g1'dir. Numaralar Siyahın solundan sağına, sıra sıra ilerler ve Siyahın kendi tarafındaki 32'de biter.
rules-thai-notation-2 = Bir hamle 27-23 diye yazılır. Bir alma 11x18 diye yazılır, gerekirse her iniş karesiyle: 9x18x25.

## Antidama

rules-antidraughts-title = Antidama
rules-antidraughts-intro = Antidama, uluslararası kurallarla 100 karelik bir tahtada oynanır, ama amaç tersine döner: bütün taşlarınızı kaybederek ya da hamle yapamaz duruma gelerek kazanırsınız.
rules-antidraughts-board-1 = Tahta 10'a 10 karedir. Beyaz oyuncunun solundaki köşe karesi koyu renklidir.
rules-antidraughts-board-2 = Her oyuncunun, kendine en yakın dört sıranın koyu karelerinde 20 taşı vardır. İlk hamleyi Beyaz yapar.
rules-antidraughts-board-diagram-1 = Başlangıç pozisyonu. Siyah taşlar 1 ile 20 arasındaki karelerde, beyaz taşlar 31 ile 50 arasındakilerde durur.
rules-antidraughts-men-1 = Taş, çapraz olarak bir kare ileri, boş bir kareye gider.
rules-antidraughts-men-diagram-1 = 33 karesindeki taş 28 ya da 29 karesine gidebilir.
rules-antidraughts-kings-1 = Dama, bir çapraz boyunca ileri ya da geri, istediği kadar boş kare gider. Buna “uçan” dama denir.
rules-antidraughts-kings-diagram-1 = 46 karesindeki dama işaretli karelerin hepsine gidebilir.
rules-antidraughts-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Antidamada taşlarınızı böyle verirsiniz. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-antidraughts-captures-2 = Taş, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır. Taşlar ileri ve geri alabilir.
rules-antidraughts-captures-3 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-antidraughts-captures-4 = Dama, bulunduğu çapraz üzerindeki bir taşı, aradaki kareler boşsa, ne kadar uzakta olursa olsun alır. Alınan taşın arkasındaki boş karelerden istediğine iner. Bu karelerden birinden yeniden alabiliyorsa, o kareye inip almaya devam etmelidir.
rules-antidraughts-captures-5 = Bir taşın üzerinden iki kez atlanamaz. Alınan taşlar tahtadan ancak hamle bitince kalkar, bu yüzden yolu kapatmaya devam ederler.
rules-antidraughts-captures-diagram-1 = 37 karesindeki taş önce 32 taşını, sonra geriye doğru 33 taşını alır: 37x28x39.
rules-antidraughts-captures-diagram-2 = 46 karesindeki dama 32 taşını alır ve 28, 23, 19, 14, 10 ya da 5 karesine inebilir.
rules-antidraughts-precedence-1 = En çok taş alan almayı seçmelisiniz. Dama da sıradan bir taş gibi tek taş sayılır.
rules-antidraughts-precedence-2 = Birkaç alma aynı sayıda taş alıyorsa, aralarından dilediğinizi seçersiniz.
rules-antidraughts-precedence-diagram-1 = Beyaz 39x28x19 oynayıp iki taş almalıdır. 36x27 ile damayı almak yasaktır, çünkü yalnızca bir taş alır.
rules-antidraughts-crowning-1 = Hamlesini son sırada bitiren taş dama olur.
rules-antidraughts-crowning-2 = Alma sırasında son sıraya varan ve almaya devam edebilen taş devam etmek zorundadır. Taş olarak kalır, dama olmaz.
rules-antidraughts-crowning-diagram-1 = 11 karesindeki taş 2 karesinden geçer ve 13 karesinde durur: 11x2x13. Hâlâ taştır.
rules-antidraughts-draws-1 = Hamle yapamayan oyuncu kazanır. Bu, bütün taşları alındığında ya da kapandığında olur.
rules-antidraughts-draws-2 = Aynı pozisyon, sıra aynı oyuncudayken üç kez oluşursa oyun berabere biter. Oyuncular berabere kalmakta da anlaşabilir.
rules-antidraughts-draws-3 = Başka bir beraberlik kuralı yoktur, tahtada yalnızca birkaç taş kaldığında bile.
rules-antidraughts-notation-1 = Koyu kareler 1'den 50'ye kadar numaralıdır. Tahtaya Beyazın tarafından bakınca 1 numaralı kare sol üst köşededir. Numaralar soldan sağa, sıra sıra ilerler ve sağ alt köşedeki 50'de biter.
rules-antidraughts-notation-2 = Bir hamle 32-28 diye yazılır. Bir alma 28x19 diye yazılır, gerekirse her iniş karesiyle: 37x28x39.

## Yarma daması

rules-breakthrough-title = Yarma daması
rules-breakthrough-intro = Yarma daması, uluslararası kurallarla 100 karelik bir tahtada oynanır, ama dama çıkaran ilk oyuncu kazanır.
rules-breakthrough-board-1 = Tahta 10'a 10 karedir. Beyaz oyuncunun solundaki köşe karesi koyu renklidir.
rules-breakthrough-board-2 = Her oyuncunun, kendine en yakın dört sıranın koyu karelerinde 20 taşı vardır. İlk hamleyi Beyaz yapar.
rules-breakthrough-board-diagram-1 = Başlangıç pozisyonu. Siyah taşlar 1 ile 20 arasındaki karelerde, beyaz taşlar 31 ile 50 arasındakilerde durur.
rules-breakthrough-men-1 = Taş, çapraz olarak bir kare ileri, boş bir kareye gider.
rules-breakthrough-men-diagram-1 = 33 karesindeki taş 28 ya da 29 karesine gidebilir.
rules-breakthrough-kings-1 = Oyun sırasında dama yoktur: hamlesini son sırada bitiren ilk taş dama olur ve bu, oyunu bitirir.
rules-breakthrough-captures-1 = Taş almak zorunludur: alabiliyorsanız almalısınız ve oyun başka hiçbir hamleyi kabul etmez. Yalnızca rakip taşlar alınır: hiçbir taş kendi renginden bir taşın üzerinden atlamaz.
rules-breakthrough-captures-2 = Taş, yanındaki rakip taşın üzerinden hemen arkasındaki boş kareye atlayarak alır. Taşlar ileri ve geri alabilir.
rules-breakthrough-captures-3 = Bir atlayıştan sonra taş, alabildiği sürece atlamaya devam etmelidir. Bütün atlayışlar birlikte tek bir hamledir.
rules-breakthrough-captures-4 = Bir taşın üzerinden iki kez atlanamaz. Alınan taşlar tahtadan ancak hamle bitince kalkar, bu yüzden yolu kapatmaya devam ederler.
rules-breakthrough-captures-diagram-1 = 37 karesindeki taş önce 32 taşını, sonra geriye doğru 33 taşını alır: 37x28x39.
rules-breakthrough-precedence-1 = En çok taş alan almayı seçmelisiniz.
rules-breakthrough-precedence-2 = Birkaç alma aynı sayıda taş alıyorsa, aralarından dilediğinizi seçersiniz.
rules-breakthrough-precedence-diagram-1 = Beyaz 39x28x19 oynayıp iki taş almalıdır. 36x27 ile tek taş almak yasaktır.
rules-breakthrough-crowning-1 = Hamlesini son sırada bitiren taş dama olur ve oyuncusu oyunu hemen kazanır.
rules-breakthrough-crowning-2 = Alma sırasında son sıradan yalnızca geçen ve almaya devam etmek zorunda olan taş, taş olarak kalır: bu, oyunu kazandırmaz.
rules-breakthrough-crowning-diagram-1 = 7 karesindeki taş 2 karesine gider ve dama olur: Beyaz kazanır.
rules-breakthrough-crowning-diagram-2 = 11 karesindeki taş 2 karesinden geçer ve 13 karesinde durur: 11x2x13. Hâlâ taştır ve oyun sürer.
rules-breakthrough-draws-1 = Dama çıkaran ilk oyuncu kazanır. Hamle yapamayan oyuncu kaybeder.
rules-breakthrough-draws-2 = Oyun sırasında, anlaşma dışında beraberlik yoktur: her hamlede ya bir taş ileri gider ya da taş alınır, bu yüzden hiçbir pozisyon yeniden oluşmaz.
rules-breakthrough-notation-1 = Koyu kareler 1'den 50'ye kadar numaralıdır. Tahtaya Beyazın tarafından bakınca 1 numaralı kare sol üst köşededir. Numaralar soldan sağa, sıra sıra ilerler ve sağ alt köşedeki 50'de biter.
rules-breakthrough-notation-2 = Bir hamle 32-28 diye yazılır. Bir alma 28x19 diye yazılır, gerekirse her iniş karesiyle: 37x28x39.
