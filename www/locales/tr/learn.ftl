# Tahtadaki dersler (www/src/learn). Kurallar sayfalarıyla birlikte getirilir, sayfaya gömülmez.
# $variant, kural takımının kod adıdır (brazilian, russian, international, english, spanish,
# turkish, italian, czech, pool, thai, antidraughts, breakthrough); kural takımlarının ayrıldığı
# yerlerde ileti buna göre seçer.
# Kelimeler rules.ftl ile aynıdır: taş (man), dama (king), almak (capture), dama çıkmak
# (crowning), son sıra, uzun çapraz, tek dama, berabere. Sayıdan sonra ad tekil kalır.

learn-heading = { $name }: dersler
learn-choose = Ders
learn-progress = { $done }/{ $total } ders tamamlandı
learn-task = Görev { $number }/{ $total }: { $goal }
learn-retry = Yeniden dene
learn-next = Sonraki görev
learn-next-lesson = Sonraki ders
learn-leave = Oyuna dön
# Kurallar sayfasının her bölümünün altında: o bölümün kuralını oynatan dersi açar.
learn-try = Tahtada dene
learn-lesson-done = Ders tamamlandı.
learn-course-done = Bu varyantın bütün derslerini bitirdiniz.
learn-task-over = Bu görev bitti: yeniden deneyin ya da sonrakine geçin.

## Bir dersin başlığı ve öğrettiği kural.

learn-men-move-title = Taşlar nasıl gider
learn-men-move-rule = { $variant ->
    [turkish] Taş bir kare dümdüz ileri ya da yana, boş bir kareye gider. Asla geri ya da çapraz gitmez. Önünde de yanlarında da boş kare olmayan taş adım atamaz.
   *[other] Taş çapraz olarak bir kare ileri, boş bir kareye gider. Asla geri gitmez. Çapraz önünde boş kare olmayan taş adım atamaz.
}
learn-capture-title = Taş alma
learn-capture-rule = { $variant ->
    [turkish] Taşın dümdüz önünde ya da yanında rakip bir taş varsa ve onun hemen arkasındaki kare boşsa, taş onun üzerinden atlar ve onu alır. Taş almak zorunludur: alınacak taş varken oyun başka hiçbir hamleyi kabul etmez. Taşlar ileri ve yana alır, asla geri almaz.
    [english] Taşın çapraz önünde rakip bir taş varsa ve onun hemen arkasındaki kare boşsa, taş onun üzerinden atlar ve onu alır. Taş almak zorunludur: alınacak taş varken oyun başka hiçbir hamleyi kabul etmez. Taşlar yalnızca ileri alır.
    [spanish] Taşın çapraz önünde rakip bir taş varsa ve onun hemen arkasındaki kare boşsa, taş onun üzerinden atlar ve onu alır. Taş almak zorunludur: alınacak taş varken oyun başka hiçbir hamleyi kabul etmez. Taşlar yalnızca ileri alır.
    [czech] Taşın çapraz önünde rakip bir taş varsa ve onun hemen arkasındaki kare boşsa, taş onun üzerinden atlar ve onu alır. Taş almak zorunludur: alınacak taş varken oyun başka hiçbir hamleyi kabul etmez. Taşlar yalnızca ileri alır.
    [thai] Taşın çapraz önünde rakip bir taş varsa ve onun hemen arkasındaki kare boşsa, taş onun üzerinden atlar ve onu alır. Taş almak zorunludur: alınacak taş varken oyun başka hiçbir hamleyi kabul etmez. Taşlar yalnızca ileri alır.
    [italian] Taşın çapraz önünde rakibin sıradan bir taşı varsa ve onun hemen arkasındaki kare boşsa, taş onun üzerinden atlar ve onu alır. Taş almak zorunludur: alınacak taş varken oyun başka hiçbir hamleyi kabul etmez. Taşlar yalnızca ileri alır ve asla damayı almaz: damayı yalnızca dama alabilir.
    [antidraughts] Taşın hemen çaprazında rakip bir taş varsa ve onun hemen arkasındaki kare boşsa, taş onun üzerinden atlar ve onu alır. Taş almak zorunludur: alınacak taş varken oyun başka hiçbir hamleyi kabul etmez. Taşlar ileri ve geri alır. Antidamada rakibinize taşlarınızı böyle aldırırsınız.
   *[other] Taşın hemen çaprazında rakip bir taş varsa ve onun hemen arkasındaki kare boşsa, taş onun üzerinden atlar ve onu alır. Taş almak zorunludur: alınacak taş varken oyun başka hiçbir hamleyi kabul etmez. Taşlar ileri ve geri alır.
}
learn-several-title = Art arda birkaç alma
learn-several-rule = { $variant ->
    [turkish] Az önce atlayan taş yeniden atlayabiliyorsa, alınacak taş kalmayana dek aynı hamlede devam etmelidir. Alınan her taş, üzerinden atlanır atlanmaz tahtadan kalkar; bu yüzden alan taş o karenin üzerinden yeniden geçebilir.
    [thai] Az önce atlayan taş yeniden atlayabiliyorsa, alınacak taş kalmayana dek aynı hamlede devam etmelidir. Alınan her taş, üzerinden atlanır atlanmaz tahtadan kalkar; bu yüzden alan taş o karenin üzerinden yeniden geçebilir.
   *[other] Az önce atlayan taş yeniden atlayabiliyorsa, alınacak taş kalmayana dek aynı hamlede devam etmelidir. Alınan taşlar tahtadan ancak hamle bitince kalkar ve hiçbir taşın üzerinden iki kez atlanamaz.
}
learn-most-title = En çok taş
learn-most-rule = { $variant ->
    [spanish] Birkaç alma mümkünse, en çok taş alanlardan birini, bunların arasından da en çok dama alanlardan birini oynamalısınız. Oyun diğerlerini kabul etmez.
    [italian] Birkaç alma mümkünse şu kurallar, bu sırayla karar verir: en çok taşı alın; sayı eşitse, taşla değil damayla alın; sonra en çok damayı alın; sonra bir damaya en önce rastlayan almayı seçin. Oyun diğerlerini kabul etmez; hâlâ eşit kalan almalar arasından dilediğinizi seçersiniz.
   *[other] Birkaç alma mümkünse, en çok taş alanlardan birini oynamalısınız; dama da sıradan bir taş gibi tek taş sayılır. Oyun diğerlerini kabul etmez; aynı sayıda taş alan almalar arasından dilediğinizi seçersiniz.
}
learn-choice-title = Almayı seçmek
learn-choice-rule = { $variant ->
    [czech] Birkaç alma mümkünse, daha az taş alan biri bile olsa istediğinizi seçebilirsiniz; ama seçtiğiniz alma sonuna kadar oynanmalıdır. Bir kural önce gelir: damalarınızdan biri alabiliyorsa, damayla alınmalıdır ve oyun taşla almayı kabul etmez. İyi seçin: burada kuralların izin verdiği en çok taşı alın.
   *[other] Birkaç alma mümkünse, daha az taş alan biri bile olsa istediğinizi seçebilirsiniz; ama seçtiğiniz alma sonuna kadar oynanmalıdır. İyi seçin: burada en çok taşı alın.
}
learn-crown-title = { $variant ->
    [breakthrough] Dama çıkan kazanır
   *[other] Dama çıkma
}
learn-crown-rule = { $variant ->
    [russian] Son sıraya varan taş dama olur. Oraya bir alma sırasında varır ve almaya devam edebilirse, hemen dama olarak devam eder.
    [english] Son sıraya varan taş dama olur ve bir almanın ortasında bile olsa hamlesi orada biter.
    [spanish] Son sıraya varan taş dama olur ve bir almanın ortasında bile olsa hamlesi orada biter.
    [turkish] Hamlesini son sırada bitiren taş dama olur. Oraya bir alma sırasında varır ve almaya devam edebilirse, taş olarak devam eder; ancak hamlesi son sırada biterse dama olur.
    [czech] Son sıraya varan taş dama olur ve bir almanın ortasında bile olsa hamlesi orada biter.
    [thai] Son sıraya varan taş dama olur ve bir almanın ortasında bile olsa hamlesi orada biter.
    [italian] Son sıraya varan taş dama olur ve bir almanın ortasında bile olsa hamlesi orada biter.
    [breakthrough] Hamlesini son sırada bitiren taş dama olur ve o taraf oyunu hemen kazanır. Bir alma sırasında son sıradan yalnızca geçip almaya devam eden taş, taş olarak kalır: bu, oyunu kazandırmaz.
   *[other] Hamlesini son sırada bitiren taş dama olur. Bir alma sırasında son sıradan yalnızca geçip almaya devam ederse taş olarak kalır.
}
learn-king-move-title = Damalar nasıl gider
learn-king-move-rule = { $variant ->
    [english] Dama çapraz olarak bir kare ileri ya da geri gider.
    [turkish] Dama bir sıra ya da sütun boyunca ileri, geri ya da yana, istediği kadar boş kare gider.
    [italian] Dama çapraz olarak bir kare ileri ya da geri gider.
   *[other] Dama bir çapraz boyunca ileri ya da geri, istediği kadar boş kare gider.
}
learn-king-capture-title = Damalar nasıl alır
learn-king-capture-rule = { $variant ->
    [english] Dama ileri ya da geri alır: hemen çaprazındaki rakip taşın üzerinden, onun hemen arkasındaki boş kareye atlar.
    [turkish] Dama bir sıra ya da sütun boyunca uzaktan alır: aradaki kareler boşsa rakip taşın üzerinden atlar ve o taşın arkasında, bir sonraki taşa ya da tahtanın kenarına kadar olan boş karelerden istediğine iner. Bu karelerden birinden yeniden alabiliyorsa oraya inmelidir. İki atlayış arasında geldiği yöne geri dönemez.
    [thai] Dama bir çapraz boyunca uzaktan alır: aradaki kareler boşsa rakip taşın üzerinden atlar ve o taşın hemen arkasındaki kareye inmek zorundadır. Oradan her yöne, geldiği yöne bile, yeniden alabilir. Alınan her taş tahtadan hemen kalkar; bu yüzden dama o karenin üzerinden yeniden geçebilir.
    [italian] Dama ileri ya da geri alır: hemen çaprazındaki rakip taşın ya da damanın üzerinden, onun hemen arkasındaki boş kareye atlar.
   *[other] Dama bir çapraz boyunca uzaktan alır: aradaki kareler boşsa rakip taşın üzerinden atlar ve o taşın arkasında, bir sonraki taşa ya da tahtanın kenarına kadar olan boş karelerden istediğine iner. Bu karelerden birinden yeniden alabiliyorsa oraya inmelidir.
}
learn-win-title = Kazanmak
learn-win-rule = { $variant ->
    [antidraughts] Hiç taşınız kalmadığında ya da taşlarınızdan hiçbiri oynayamadığında kazanırsınız. Taş almak zorunludur: taşlarınızı rakibinizin almak zorunda kalacağı yerlere koyun, bir seferde olabildiğince çok. Rakibinizin son taşlarını asla kapatmayın: oynayamaz hâle gelirler ve kazanırlar.
    [breakthrough] İlk dama çıkan siz olursanız kazanırsınız; rakibinizin hiç taşı kalmadığında ya da taşlarından hiçbiri oynayamadığında da kazanırsınız. Rakibinizin taşlarını, sizin arka sıranıza varmadan durdurun.
   *[other] Rakibinizin hiç taşı kalmadığında ya da taşlarından hiçbiri oynayamadığında kazanırsınız.
}
learn-breakthrough-title = Yarıp geçmek
learn-breakthrough-rule = Son sıraya giden yolunda hiçbir rakip taşın durduramadığı taş yarıp geçer. Yolu çoğu zaman feda edilen bir taş açar: taş almak zorunludur, bu yüzden rakibiniz onu almak zorundadır ve savunan bir taş yerinden ayrılır.
learn-safe-title = Taşlarınızı korumak
learn-safe-rule = { $variant ->
    [breakthrough] Oynamadan önce, hamlenizden sonra rakibinizin ne alabileceğine ve ardından taşlarından birinin sizin arka sıranıza kadar koşup koşamayacağına bakın. Burada yalnızca bir hamle hiçbir şey kaybettirmez.
   *[other] Oynamadan önce, hamlenizden sonra rakibinizin ne alabileceğine bakın: rakip bir taş, taşlarınızdan birinin üzerinden arkasındaki boş bir kareye atlayabiliyorsa o taşı kaybedersiniz. Burada yalnızca bir hamle taş kaybettirmez.
}
learn-draws-title = Beraberlik
learn-draws-rule = { $variant ->
    [brazilian] Aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa oyun berabere biter. Oyun şu durumlarda da kendiliğinden berabere biter: taş almadan yalnızca damalar oynanarak her taraf 15 hamle yapınca; tek damaya karşı üç ya da daha çok dama varken, güçlü tarafın 15. hamlesinde; uzun çapraz üzerindeki tek damaya karşı en az biri dama olan üç taşla ya da tek damaya karşı en az biri dama olan bir ya da iki taşla, her taraf 5 hamle yapınca; iki tarafın da daması varken, tahtada 4 ya da 5 taş varsa her taraf 30 hamle, 6 ya da 7 taş varsa 60 hamle yapınca. Yalnızca damaların oynandığı hamlelerin sayımı, taş alınınca ya da dama olmayan bir taş oynanınca sıfırlanır; öbür sayımlar, taş alınınca ya da bir taş dama olunca sıfırlanır. Kaç hamle kaldığını panel gösterir.
    [russian] Aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa oyun berabere biter. Oyun şu durumlarda da kendiliğinden berabere biter: taş almadan yalnızca damalar oynanarak her taraf 15 hamle yapınca; tek damaya karşı üç ya da daha çok dama varken, güçlü tarafın 15. hamlesinde; uzun çapraz üzerindeki tek damaya karşı en az biri dama olan üç taşla ya da tek damaya karşı en az biri dama olan bir ya da iki taşla, her taraf 5 hamle yapınca; iki tarafın da daması varken, tahtada 4 ya da 5 taş varsa her taraf 30 hamle, 6 ya da 7 taş varsa 60 hamle yapınca. Yalnızca damaların oynandığı hamlelerin sayımı, taş alınınca ya da dama olmayan bir taş oynanınca sıfırlanır; öbür sayımlar, taş alınınca ya da bir taş dama olunca sıfırlanır. Kaç hamle kaldığını panel gösterir.
    [international] Aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa oyun berabere biter. Oyun şu durumlarda da kendiliğinden berabere biter: taş almadan yalnızca damalar oynanarak her taraf 25 hamle yapınca; tek damaya karşı en az biri dama olan üç taşla her taraf 16 hamle yapınca; tek damaya karşı en az biri dama olan bir ya da iki taşla her taraf 5 hamle yapınca. Kaç hamle kaldığını panel gösterir.
    [english] Oyun iki durumda berabere biter: aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa ve hiç taş alınmadan, yalnızca damalar oynanarak her taraf 50 hamle yaparsa. Kaç hamle kaldığını panel gösterir.
    [spanish] Oyun iki durumda berabere biter: aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa ve taş almadan yalnızca damalar oynanarak her taraf 20 hamle yaparsa. Kaç hamle kaldığını panel gösterir.
    [turkish] Oyun üç durumda berabere biter: aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa; iki tarafa da birer taş kaldığı anda; ve hiç taş alınmadan, yalnızca damalar oynanarak her taraf 50 hamle yaparsa. Kaç hamle kaldığını panel gösterir.
    [czech] Aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa oyun berabere biter. Hamle sayısına bağlı beraberlik yoktur.
    [pool] Aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa oyun berabere biter. Oyun şu durumlarda da kendiliğinden berabere biter: taş almadan yalnızca damalar oynanarak her taraf 15 hamle yapınca; tek damaya karşı üç dama varken, güçlü tarafın 13. hamlesinde. Yalnızca damaların oynandığı hamlelerin sayımı, taş alınınca ya da dama olmayan bir taş oynanınca sıfırlanır; öbür sayım, taş alınınca ya da bir taş dama olunca sıfırlanır. Kaç hamle kaldığını panel gösterir.
    [thai] Aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa oyun berabere biter. Hamle sayısına bağlı beraberlik yoktur.
    [italian] Oyun iki durumda berabere biter: aynı pozisyon, sıra aynı oyuncudayken dördüncü kez oluşursa ve hiç taş alınmadan, yalnızca damalar oynanarak her taraf 40 hamle yaparsa. Kaç hamle kaldığını panel gösterir.
    [antidraughts] Aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa oyun berabere biter. Tahtada az taş kaldığında bile başka bir beraberlik kuralı yoktur.
   *[other] Aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa oyun berabere biter.
}

## Bir görevin istediği.

learn-goal-reach = Bir taşı { $square } karesine götürün.
learn-goal-crown = Bir taşla dama çıkın.
learn-goal-take = { $count ->
    [one] Bir taş alın.
   *[other] Tek hamlede { $count } taş alın.
}
learn-goal-win = { $moves ->
    [one] Tek hamlede kazanın.
   *[other] Rakibiniz ne oynarsa oynasın, { $moves } hamlede kazanın.
}
learn-goal-safe = { $variant ->
    [breakthrough] Ne taş ne de oyun kaybettiren tek hamleyi oynayın.
   *[other] Hiç taş kaybettirmeyen tek hamleyi oynayın.
}
learn-goal-draw = Oyunu berabere bitiren hamleyi oynayın.

## Bir hamle görevi neden yerine getirdi.

learn-met-reach = Doğru: taş { $square } karesinde.
learn-met-crown = Doğru: taş artık dama.
learn-met-take = { $count ->
    [one] Doğru: bir taş alındı.
   *[other] Doğru: { $count } taş alındı.
}
learn-met-win = { $variant ->
    [antidraughts] Doğru: rakibiniz almak zorunda ({ $move }) ve ardından sizin oynayacak hamleniz kalmıyor. Kazandınız.
    [breakthrough] Doğru: oyunu kazandınız.
   *[other] Doğru: rakibiniz artık oynayamıyor. Kazandınız.
}
learn-met-safe = { $variant ->
    [breakthrough] Doğru: rakibiniz ne taş alabilir ne de yarıp geçebilir.
   *[other] Doğru: rakibinizin alabileceği taş yok.
}
learn-met-draw = Doğru: oyun berabere.
learn-going-on = İyi. Rakibiniz { $move } oynadı: sıra sizde.

## Bir hamle görevi neden yerine getirmedi (oyuncu sonra yeniden dener).

learn-miss-elsewhere = Bu taş { $target } karesine değil, { $square } karesine gitti.
learn-miss-not-crowned = Bu hamleyle hiçbir taş dama olmuyor.
learn-miss-took-fewer = Bu alma { $took } taş alıyor; başka bir alma { $could } taş alıyor.
learn-miss-no-win = { $variant ->
    [breakthrough] Bu hamle kazandırmıyor: rakibiniz { $move } oynar.
   *[other] Bu hamle kazandırmıyor: rakibiniz { $move } oynar ve direnir.
}
learn-miss-loses-piece = { $variant ->
    [breakthrough] Bundan sonra rakibiniz bir taş kazanır ya da yarıp geçer: { $move }.
   *[other] Bundan sonra rakibiniz taş alır: { $move }.
}
learn-miss-no-draw = Bu hamle oyunu berabere bitirmiyor.
learn-miss-lost = { $variant ->
    [antidraughts] Bundan sonra rakibinizin oynayacak hamlesi kalmaz ve antidamada bu, oyunu ona kazandırır.
   *[other] Bu hamle oyunu bitirir ve rakibiniz kazanır.
}
