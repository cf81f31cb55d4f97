## Oyun incelemesi: bilgisayar biten bir oyunun her pozisyonunu gözden geçirir, her hamleyi
## kaçırdığı kazanma şansına göre değerlendirir ve varsa daha iyi hamleyi gösterir.

review-heading = Oyun incelemesi
# İnceleme sürüyor: her seferinde bir pozisyon.
review-progress = Pozisyon { $done }/{ $total } inceleniyor…
review-stop = Durdur
# İncelemenin derinliği, altında yazılır.
review-budget = Bilgisayar, oyunun her pozisyonu için { $nodes } pozisyon taradı.
# Bir tarafın özeti: "Beyaz: %87 doğruluk, 1 hata, 2 vahim hata". Sayıdan sonra ad tekil kalır.
review-side = { $side }: %{ $accuracy } doğruluk
review-inaccuracies =
    { $count ->
        [one] 1 kusurlu hamle
       *[other] { $count } kusurlu hamle
    }
review-mistakes =
    { $count ->
        [one] 1 hata
       *[other] { $count } hata
    }
review-blunders =
    { $count ->
        [one] 1 vahim hata
       *[other] { $count } vahim hata
    }
review-mark-inaccuracy = Kusurlu hamle
review-mark-mistake = Hata
review-mark-blunder = Vahim hata
# Gösterilen hamle ve değerlendirmesi: "12. 22-18: Vahim hata. Kazanma şansı %64 → %21."
review-move = { $move }: { $verdict }. Kazanma şansı %{ $before } → %{ $after }.
review-good = İyi hamle
review-better = Daha iyisi: { $better } (bilgisayarın devamı: { $line }).
review-graph = Oyun boyunca Beyazın kazanma şansı (üst kısım Beyazın). Bir hamleyi görmek için grafikte bir noktaya tıklayın.
review-pick = Nasıl değerlendirildiğini görmek için listeden ya da grafikten bir hamle seçin.

## Hatalarınızdan ders alın: incelenen oyundaki kendi hatalarınız, birer birer.

review-learn = Hatalarınızdan ders alın
mistakes-progress = Hata { $at }/{ $total }
# Tahtadaki hata: "12. 22-18: Vahim hata. Beyaz için daha iyi bir hamle bulun."
mistakes-find = { $move }: { $mark }. { $side } için daha iyi bir hamle bulun.
mistakes-checking = { $move } kontrol ediliyor…
mistakes-best = { $move } bilgisayarın hamlesi. İyi buldunuz!
mistakes-good = { $move } hamlesi de iyi: şansınızı koruyor.
mistakes-no-better = { $move } hamlesi daha iyi değil. Yeniden deneyin.
mistakes-shown = Bilgisayar { $best } oynardı (devamı: { $line }).
mistakes-next = Sonraki hata
mistakes-last = Bu oyundaki son hatanız buydu.
mistakes-leave = İncelemeye dön
