## Bulmacalar: motorun kendi oyunlarından, bir devamın taş ya da oyunu kazandırdığı ve her sırada
## tek bir iyi hamlenin olduğu pozisyonlar. Oyuncunun bulmaca puanı her ilk denemeyle değişir.
## Sayıdan sonra ad tekil kalır. $side (Beyaz, Siyah) ek almaz: cümle onu olduğu gibi kullanır.

# "Rus daması: bulmacalar"
puzzles-heading = { $name }: bulmacalar
# Oyuncunun durumu: "Bulmaca puanınız: 1523 (± 120) · 12 çözüldü · en iyi seri 4".
puzzles-rating = Bulmaca puanınız: { NUMBER($rating, useGrouping: "false") } (± { $deviation }) · { $solved } çözüldü · en iyi seri { $streak }
# Gösterilen bulmaca: "Bulmaca 12 · puanı 1450".
puzzles-info = Bulmaca { $id } · puanı { NUMBER($rating, useGrouping: "false") }
# Temaları, puzzles-info'dan sonra: "Kombinasyon, Yarıp dama çıkma".
puzzles-themes = Temalar: { $themes }
puzzles-theme-shot = Kombinasyon
puzzles-theme-crown = Yarıp dama çıkma
puzzles-theme-endgame = Oyun sonu
puzzles-task = { $side } oynar: kazandıran devamı bulun.
# Puana sayılmayan bir deneme (daha önce denenmiş).
puzzles-unrated = Bunu daha önce denediniz: puanınıza sayılmaz.
puzzles-streak = Seri: { $count } bulmaca çözüldü
puzzles-right = Doğru: devam edin.
puzzles-solved = Çözüldü!
puzzles-failed = { $move } doğru hamle değil. Çözüm: { $solution }.
puzzles-streak-over = Seri bitti: { $count } bulmaca çözüldü.
puzzles-next = Sonraki bulmaca
puzzles-retry = Yeniden dene
puzzles-streak-start = Seri başlat
puzzles-leave = Oyuna dön
