# Các bài học trên bàn cờ (www/src/learn). Được tải cùng trang luật chơi, không gói sẵn trong trang.
# $variant là tên mã của bộ luật (brazilian, russian, international, english, spanish,
# turkish, italian, czech, pool, thai, antidraughts, breakthrough); thông điệp chọn theo nó ở
# những chỗ các bộ luật khác nhau.
# Từ ngữ giống rules.ftl: quân thường (man), quân vua (king), ăn quân (capture), phong vua
# (crowning), hàng cuối cùng, đường chéo lớn, hòa. Tiếng Việt không chia số nhiều: loại số
# nhiều duy nhất là [other], nên câu riêng cho số 1 dùng khóa [1].

learn-heading = { $name }: bài học
learn-choose = Bài học
learn-progress = Đã hoàn thành { $done }/{ $total } bài học
learn-task = Bài tập { $number }/{ $total }: { $goal }
learn-retry = Thử lại
learn-next = Bài tập tiếp theo
learn-next-lesson = Bài học tiếp theo
learn-leave = Quay lại ván cờ
# Dưới mỗi mục của trang luật chơi: mở bài học cho chơi thử luật của mục đó.
learn-try = Thử trên bàn cờ
learn-lesson-done = Bạn đã hoàn thành bài học.
learn-course-done = Bạn đã hoàn thành mọi bài học của biến thể này.
learn-task-over = Bài tập này đã kết thúc: hãy thử lại hoặc sang bài tập tiếp theo.

## Tên của một bài học và luật mà bài học dạy.

learn-men-move-title = Cách đi của quân thường
learn-men-move-rule = { $variant ->
    [turkish] Quân thường đi một ô thẳng về phía trước hoặc sang ngang, vào một ô trống. Nó không bao giờ đi lùi hay đi chéo. Quân thường không có ô trống nào ở phía trước hay hai bên thì không bước được.
   *[other] Quân thường đi một ô chéo về phía trước, vào một ô trống. Nó không bao giờ đi lùi. Quân thường không có ô trống nào ở chéo phía trước thì không bước được.
}
learn-capture-title = Ăn quân
learn-capture-rule = { $variant ->
    [turkish] Khi ngay phía trước hoặc ngay bên cạnh quân thường có một quân đối phương, và ô ngay phía sau quân đó trống, quân thường nhảy qua và ăn nó. Ăn quân là bắt buộc: khi còn ăn được, trò chơi không chấp nhận nước đi nào khác. Quân thường ăn về phía trước và sang ngang, không bao giờ ăn lùi.
    [english] Khi ở ô chéo ngay phía trước quân thường có một quân đối phương, và ô ngay phía sau quân đó trống, quân thường nhảy qua và ăn nó. Ăn quân là bắt buộc: khi còn ăn được, trò chơi không chấp nhận nước đi nào khác. Quân thường chỉ ăn về phía trước.
    [spanish] Khi ở ô chéo ngay phía trước quân thường có một quân đối phương, và ô ngay phía sau quân đó trống, quân thường nhảy qua và ăn nó. Ăn quân là bắt buộc: khi còn ăn được, trò chơi không chấp nhận nước đi nào khác. Quân thường chỉ ăn về phía trước.
    [czech] Khi ở ô chéo ngay phía trước quân thường có một quân đối phương, và ô ngay phía sau quân đó trống, quân thường nhảy qua và ăn nó. Ăn quân là bắt buộc: khi còn ăn được, trò chơi không chấp nhận nước đi nào khác. Quân thường chỉ ăn về phía trước.
    [thai] Khi ở ô chéo ngay phía trước quân thường có một quân đối phương, và ô ngay phía sau quân đó trống, quân thường nhảy qua và ăn nó. Ăn quân là bắt buộc: khi còn ăn được, trò chơi không chấp nhận nước đi nào khác. Quân thường chỉ ăn về phía trước.
    [italian] Khi ở ô chéo ngay phía trước quân thường có một quân thường của đối phương, và ô ngay phía sau quân đó trống, quân thường nhảy qua và ăn nó. Ăn quân là bắt buộc: khi còn ăn được, trò chơi không chấp nhận nước đi nào khác. Quân thường chỉ ăn về phía trước, và không bao giờ ăn quân vua: chỉ quân vua mới ăn được quân vua.
    [antidraughts] Khi ở ô chéo ngay cạnh quân thường có một quân đối phương, và ô ngay phía sau quân đó trống, quân thường nhảy qua và ăn nó. Ăn quân là bắt buộc: khi còn ăn được, trò chơi không chấp nhận nước đi nào khác. Quân thường ăn được cả về phía trước lẫn phía sau. Trong cờ đam ngược, đây là cách bạn buộc đối phương phải ăn quân của mình.
   *[other] Khi ở ô chéo ngay cạnh quân thường có một quân đối phương, và ô ngay phía sau quân đó trống, quân thường nhảy qua và ăn nó. Ăn quân là bắt buộc: khi còn ăn được, trò chơi không chấp nhận nước đi nào khác. Quân thường ăn được cả về phía trước lẫn phía sau.
}
learn-several-title = Ăn liền nhiều quân
learn-several-rule = { $variant ->
    [turkish] Nếu quân vừa nhảy còn nhảy tiếp được, nó phải nhảy tiếp trong cùng nước đi cho đến khi không còn gì để ăn. Mỗi quân bị ăn rời bàn cờ ngay khi bị nhảy qua, nên quân đang ăn có thể đi qua ô đó thêm lần nữa.
    [thai] Nếu quân vừa nhảy còn nhảy tiếp được, nó phải nhảy tiếp trong cùng nước đi cho đến khi không còn gì để ăn. Mỗi quân bị ăn rời bàn cờ ngay khi bị nhảy qua, nên quân đang ăn có thể đi qua ô đó thêm lần nữa.
   *[other] Nếu quân vừa nhảy còn nhảy tiếp được, nó phải nhảy tiếp trong cùng nước đi cho đến khi không còn gì để ăn. Quân bị ăn chỉ rời bàn cờ khi nước đi kết thúc, và không được nhảy qua một quân hai lần.
}
learn-most-title = Ăn nhiều quân nhất
learn-most-rule = { $variant ->
    [spanish] Khi có nhiều cách ăn, bạn phải chọn một cách ăn được nhiều quân nhất, và trong số đó, một cách ăn được nhiều quân vua nhất. Trò chơi không chấp nhận các cách khác.
    [italian] Khi có nhiều cách ăn, các luật sau quyết định, theo đúng thứ tự này: ăn nhiều quân nhất; nếu bằng nhau, ăn bằng quân vua thay vì quân thường; sau đó ăn nhiều quân vua nhất; sau đó chọn cách ăn gặp quân vua sớm nhất. Trò chơi không chấp nhận các cách khác; giữa những cách ăn vẫn ngang nhau, bạn tự do chọn.
   *[other] Khi có nhiều cách ăn, bạn phải chọn một cách ăn được nhiều quân nhất; quân vua được tính là một quân, như quân thường. Trò chơi không chấp nhận các cách khác; giữa những cách ăn được cùng số quân, bạn tự do chọn.
}
learn-choice-title = Chọn cách ăn
learn-choice-rule = { $variant ->
    [czech] Khi có nhiều cách ăn, bạn có thể chọn bất kỳ cách nào, kể cả cách ăn được ít quân hơn, nhưng cách đã chọn phải được đi đến hết. Có một luật được xét trước: nếu một quân vua của bạn ăn được, phải ăn bằng quân vua, và trò chơi không chấp nhận nước ăn của quân thường. Hãy chọn cho khéo: ở đây, hãy ăn nhiều quân nhất mà luật cho phép.
   *[other] Khi có nhiều cách ăn, bạn có thể chọn bất kỳ cách nào, kể cả cách ăn được ít quân hơn, nhưng cách đã chọn phải được đi đến hết. Hãy chọn cho khéo: ở đây, hãy ăn nhiều quân nhất.
}
learn-crown-title = { $variant ->
    [breakthrough] Phong vua là thắng
   *[other] Phong vua
}
learn-crown-rule = { $variant ->
    [russian] Quân thường tới hàng cuối cùng thì được phong vua. Nếu nó tới đó trong lúc ăn quân và còn ăn tiếp được, nó ăn tiếp ngay, với tư cách quân vua.
    [english] Quân thường tới hàng cuối cùng thì được phong vua, và nước đi dừng lại ở đó, kể cả khi đang ăn dở.
    [spanish] Quân thường tới hàng cuối cùng thì được phong vua, và nước đi dừng lại ở đó, kể cả khi đang ăn dở.
    [turkish] Quân thường kết thúc nước đi ở hàng cuối cùng thì được phong vua. Nếu nó tới đó trong lúc ăn quân và còn ăn tiếp được, nó ăn tiếp như quân thường, và chỉ được phong vua nếu nước đi kết thúc ở hàng cuối.
    [czech] Quân thường tới hàng cuối cùng thì được phong vua, và nước đi dừng lại ở đó, kể cả khi đang ăn dở.
    [thai] Quân thường tới hàng cuối cùng thì được phong vua, và nước đi dừng lại ở đó, kể cả khi đang ăn dở.
    [italian] Quân thường tới hàng cuối cùng thì được phong vua, và nước đi dừng lại ở đó, kể cả khi đang ăn dở.
    [breakthrough] Quân thường kết thúc nước đi ở hàng cuối cùng thì được phong vua, và bên có quân đó thắng ván cờ ngay lập tức. Quân thường chỉ đi qua hàng cuối trong lúc ăn quân rồi ăn tiếp thì vẫn là quân thường: điều đó không đem lại chiến thắng.
   *[other] Quân thường kết thúc nước đi ở hàng cuối cùng thì được phong vua. Nếu nó chỉ đi qua hàng cuối trong lúc ăn quân rồi ăn tiếp, nó vẫn là quân thường.
}
learn-king-move-title = Cách đi của quân vua
learn-king-move-rule = { $variant ->
    [english] Quân vua đi một ô chéo, tiến hoặc lùi.
    [turkish] Quân vua đi dọc một hàng hoặc một cột, tiến, lùi hay sang ngang, qua bao nhiêu ô trống cũng được.
    [italian] Quân vua đi một ô chéo, tiến hoặc lùi.
   *[other] Quân vua đi dọc đường chéo, tiến hoặc lùi, qua bao nhiêu ô trống cũng được.
}
learn-king-capture-title = Cách ăn của quân vua
learn-king-capture-rule = { $variant ->
    [english] Quân vua ăn cả tiến lẫn lùi: nó nhảy qua một quân đối phương ở ô chéo ngay cạnh, xuống ô trống ngay phía sau.
    [turkish] Quân vua ăn từ xa dọc một hàng hoặc một cột: nó nhảy qua một quân đối phương khi các ô ở giữa đều trống, rồi dừng ở bất kỳ ô trống nào phía sau quân bị ăn, cho tới quân kế tiếp hoặc mép bàn cờ. Nếu từ một trong các ô đó nó còn ăn tiếp được, nó phải dừng ở ô đó. Giữa hai lần nhảy, nó không được quay ngược lại hướng vừa đi.
    [thai] Quân vua ăn từ xa dọc đường chéo: nó nhảy qua một quân đối phương khi các ô ở giữa đều trống, và phải dừng ở ô ngay phía sau quân đó. Từ đó nó có thể ăn tiếp theo bất kỳ hướng nào, kể cả quay ngược lại hướng vừa đi. Mỗi quân bị ăn rời bàn cờ ngay lập tức, nên quân vua có thể đi qua ô đó thêm lần nữa.
    [italian] Quân vua ăn cả tiến lẫn lùi: nó nhảy qua một quân đối phương, quân thường hay quân vua, ở ô chéo ngay cạnh, xuống ô trống ngay phía sau.
   *[other] Quân vua ăn từ xa dọc đường chéo: nó nhảy qua một quân đối phương khi các ô ở giữa đều trống, rồi dừng ở bất kỳ ô trống nào phía sau quân bị ăn, cho tới quân kế tiếp hoặc mép bàn cờ. Nếu từ một trong các ô đó nó còn ăn tiếp được, nó phải dừng ở ô đó.
}
learn-win-title = Thắng ván
learn-win-rule = { $variant ->
    [antidraughts] Bạn thắng khi bạn không còn quân nào, hoặc khi không quân nào của bạn đi được. Ăn quân là bắt buộc: hãy đặt quân của bạn vào chỗ đối phương buộc phải ăn, càng nhiều quân một lúc càng tốt. Đừng bao giờ chặn những quân cuối cùng của đối phương: họ sẽ không đi được, và họ sẽ thắng.
    [breakthrough] Bạn thắng khi bạn là người đầu tiên phong được vua, và cả khi đối phương không còn quân nào, hoặc không quân nào của họ đi được. Hãy chặn các quân thường của đối phương trước khi chúng tới hàng gần bạn nhất.
   *[other] Bạn thắng khi đối phương không còn quân nào, hoặc khi không quân nào của họ đi được.
}
learn-breakthrough-title = Đột phá
learn-breakthrough-rule = Một quân thường đột phá được khi không quân nào của đối phương có thể chặn nó trên đường tới hàng cuối cùng. Thường thì một quân đem thí sẽ mở đường: ăn quân là bắt buộc, nên đối phương phải ăn nó, và một quân phòng thủ phải rời ô của mình.
learn-safe-title = Giữ quân
learn-safe-rule = { $variant ->
    [breakthrough] Trước khi đi, hãy xem sau nước đó đối phương có thể ăn gì, và liệu sau đó một quân thường của họ có thể chạy thẳng tới hàng gần bạn nhất hay không. Ở đây chỉ có một nước đi không mất gì.
   *[other] Trước khi đi, hãy xem sau nước đó đối phương có thể ăn gì: bạn mất một quân khi quân đối phương nhảy được qua nó, xuống một ô trống phía sau nó. Ở đây chỉ có một nước đi không mất quân nào.
}
learn-draws-title = Hòa
learn-draws-rule = { $variant ->
    [brazilian] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ ba với cùng một người đến lượt đi. Ván cờ cũng tự động hòa: sau 15 nước mỗi bên mà chỉ có quân vua di chuyển, không ăn quân; khi ba quân vua trở lên đấu một quân vua, ở nước thứ 15 của bên mạnh hơn; sau 5 nước mỗi bên khi ba quân (ít nhất một là quân vua) đấu một quân vua nằm trên đường chéo lớn, hoặc khi một hay hai quân (ít nhất một là quân vua) đấu một quân vua; và khi cả hai bên đều có vua, sau 30 nước mỗi bên nếu trên bàn có 4 hoặc 5 quân, 60 nước nếu có 6 hoặc 7 quân. Số nước chỉ đi quân vua được đếm lại từ đầu sau mỗi lần ăn quân hoặc đi quân thường; các số nước khác được đếm lại sau mỗi lần ăn quân hoặc phong vua. Khung bên cạnh bàn cờ cho biết còn bao nhiêu nước.
    [russian] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ ba với cùng một người đến lượt đi. Ván cờ cũng tự động hòa: sau 15 nước mỗi bên mà chỉ có quân vua di chuyển, không ăn quân; khi ba quân vua trở lên đấu một quân vua, ở nước thứ 15 của bên mạnh hơn; sau 5 nước mỗi bên khi ba quân (ít nhất một là quân vua) đấu một quân vua nằm trên đường chéo lớn, hoặc khi một hay hai quân (ít nhất một là quân vua) đấu một quân vua; và khi cả hai bên đều có vua, sau 30 nước mỗi bên nếu trên bàn có 4 hoặc 5 quân, 60 nước nếu có 6 hoặc 7 quân. Số nước chỉ đi quân vua được đếm lại từ đầu sau mỗi lần ăn quân hoặc đi quân thường; các số nước khác được đếm lại sau mỗi lần ăn quân hoặc phong vua. Khung bên cạnh bàn cờ cho biết còn bao nhiêu nước.
    [international] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ ba với cùng một người đến lượt đi. Ván cờ cũng tự động hòa: sau 25 nước mỗi bên mà chỉ có quân vua di chuyển, không ăn quân; sau 16 nước mỗi bên khi ba quân (ít nhất một là quân vua) đấu một quân vua; và sau 5 nước mỗi bên khi một hay hai quân (ít nhất một là quân vua) đấu một quân vua. Khung bên cạnh bàn cờ cho biết còn bao nhiêu nước.
    [english] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ ba với cùng một người đến lượt đi, và sau 50 nước mỗi bên không có quân nào bị ăn và không có quân thường nào di chuyển. Khung bên cạnh bàn cờ cho biết còn bao nhiêu nước.
    [spanish] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ ba với cùng một người đến lượt đi, và sau 20 nước mỗi bên mà chỉ có quân vua di chuyển, không ăn quân. Khung bên cạnh bàn cờ cho biết còn bao nhiêu nước.
    [turkish] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ ba với cùng một người đến lượt đi, ngay khi mỗi bên chỉ còn một quân, và sau 50 nước mỗi bên không có quân nào bị ăn và không có quân thường nào di chuyển. Khung bên cạnh bàn cờ cho biết còn bao nhiêu nước.
    [czech] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ ba với cùng một người đến lượt đi. Không có luật hòa theo số nước đi.
    [pool] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ ba với cùng một người đến lượt đi. Ván cờ cũng tự động hòa: sau 15 nước mỗi bên mà chỉ có quân vua di chuyển, không ăn quân; và khi ba quân vua đấu một quân vua, ở nước thứ 13 của bên mạnh hơn. Số nước chỉ đi quân vua được đếm lại từ đầu sau mỗi lần ăn quân hoặc đi quân thường; số nước còn lại được đếm lại sau mỗi lần ăn quân hoặc phong vua. Khung bên cạnh bàn cờ cho biết còn bao nhiêu nước.
    [thai] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ ba với cùng một người đến lượt đi. Không có luật hòa theo số nước đi.
    [italian] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ tư với cùng một người đến lượt đi, và sau 40 nước mỗi bên không có quân nào bị ăn và không có quân thường nào di chuyển. Khung bên cạnh bàn cờ cho biết còn bao nhiêu nước.
    [antidraughts] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ ba với cùng một người đến lượt đi. Không có luật hòa nào khác, kể cả khi chỉ còn ít quân.
   *[other] Ván cờ hòa khi cùng một thế cờ lặp lại lần thứ ba với cùng một người đến lượt đi.
}

## Điều một bài tập yêu cầu.

learn-goal-reach = Đưa một quân tới ô { $square }.
learn-goal-crown = Phong vua cho một quân thường.
learn-goal-take = { $count ->
    [1] Ăn một quân.
   *[other] Ăn { $count } quân trong một nước đi.
}
learn-goal-win = { $moves ->
    [1] Thắng trong một nước.
   *[other] Thắng trong { $moves } nước, dù đối phương đáp lại thế nào.
}
learn-goal-safe = { $variant ->
    [breakthrough] Đi nước duy nhất không mất quân nào và cũng không thua ván.
   *[other] Đi nước duy nhất không mất quân nào.
}
learn-goal-draw = Đi nước làm ván cờ hòa.

## Vì sao một nước đi đạt yêu cầu.

learn-met-reach = Đúng rồi: quân đã đứng ở ô { $square }.
learn-met-crown = Đúng rồi: quân thường giờ đã là quân vua.
learn-met-take = { $count ->
    [1] Đúng rồi: đã ăn một quân.
   *[other] Đúng rồi: đã ăn { $count } quân.
}
learn-met-win = { $variant ->
    [antidraughts] Đúng rồi: đối phương buộc phải ăn ({ $move }), rồi bạn không còn nước đi nào. Bạn thắng.
    [breakthrough] Đúng rồi: bạn thắng ván cờ.
   *[other] Đúng rồi: đối phương không còn nước đi nào. Bạn thắng.
}
learn-met-safe = { $variant ->
    [breakthrough] Đúng rồi: đối phương không ăn được quân nào và cũng không đột phá được.
   *[other] Đúng rồi: đối phương không có quân nào để ăn.
}
learn-met-draw = Đúng rồi: ván cờ hòa.
learn-going-on = Tốt. Đối phương đã đi { $move }: đến lượt bạn.

## Vì sao một nước đi chưa đạt (người chơi sẽ thử lại).

learn-miss-elsewhere = Quân đó đã tới ô { $square }, không phải ô { $target }.
learn-miss-not-crowned = Nước đi đó không phong vua cho quân nào.
learn-miss-took-fewer = Cách ăn đó ăn được { $took } quân; một cách khác ăn được { $could } quân.
learn-miss-no-win = { $variant ->
    [breakthrough] Nước đó không thắng: đối phương đáp lại bằng { $move }.
   *[other] Nước đó không thắng: đối phương đáp lại bằng { $move } và vẫn trụ được.
}
learn-miss-loses-piece = { $variant ->
    [breakthrough] Sau nước đó, đối phương ăn được một quân hoặc đột phá: { $move }.
   *[other] Sau nước đó, đối phương ăn quân: { $move }.
}
learn-miss-no-draw = Nước đi đó không làm ván cờ hòa.
learn-miss-lost = { $variant ->
    [antidraughts] Sau nước đó, đối phương không còn nước đi nào, và trong cờ đam ngược điều đó giúp họ thắng ván.
   *[other] Nước đi đó kết thúc ván cờ, và đối phương thắng.
}
