# Trang luật chơi: mỗi biến thể một phần, đúng như trò chơi áp dụng (docs/rules.md).
# Tên ô trong các câu theo ký hiệu của từng biến thể; không dịch.
# Câu ngắn có chủ ý: mỗi câu nói một điều.

## Tiêu đề các mục, chung cho mọi biến thể

rules-section-board = Bàn cờ và quân cờ
rules-section-men = Cách đi của quân thường
rules-section-kings = Cách đi của quân vua
rules-section-captures = Ăn quân
rules-section-precedence = Chọn cách ăn nào
rules-section-crowning = Phong vua
rules-section-draws = Kết thúc ván và hòa
rules-section-notation = Ký hiệu

## Cờ đam Brazil

rules-brazilian-title = Cờ đam Brazil
rules-brazilian-intro = Cờ đam Brazil theo luật quốc tế, nhưng chơi trên bàn cờ nhỏ 64 ô.
rules-brazilian-board-1 = Bàn cờ có 8 x 8 ô. Ô góc a1, ở bên trái của Trắng, là ô tối.
rules-brazilian-board-2 = Mỗi người có 12 quân thường trên các ô tối của ba hàng gần mình nhất. Trắng đi trước.
rules-brazilian-board-diagram-1 = Thế cờ ban đầu.
rules-brazilian-men-1 = Quân thường đi một ô chéo về phía trước, vào một ô trống.
rules-brazilian-men-diagram-1 = Quân ở c3 có thể đi tới b4 hoặc d4.
rules-brazilian-kings-1 = Quân vua đi dọc đường chéo, tiến hoặc lùi, qua bao nhiêu ô trống cũng được. Đó là vua “bay”.
rules-brazilian-kings-diagram-1 = Quân vua ở c1 có thể đi tới mọi ô được đánh dấu.
rules-brazilian-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-brazilian-captures-2 = Quân thường ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó. Quân thường ăn được cả về phía trước lẫn phía sau.
rules-brazilian-captures-3 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-brazilian-captures-4 = Quân vua ăn một quân ở bất kỳ khoảng cách nào trên đường chéo của nó, nếu các ô ở giữa đều trống. Nó dừng ở bất kỳ ô trống nào phía sau quân bị ăn. Nếu từ một trong các ô đó nó còn ăn tiếp được, nó phải dừng ở ô đó và ăn tiếp.
rules-brazilian-captures-5 = Không được nhảy qua một quân hai lần. Quân bị ăn chỉ rời bàn cờ khi nước đi kết thúc, nên chúng vẫn chắn đường.
rules-brazilian-captures-diagram-1 = Quân ở c3 ăn d4, rồi lùi lại ăn f4: c3xe5xg3.
rules-brazilian-captures-diagram-2 = Quân vua ở a1 ăn d4 và có thể dừng ở e5, f6, g7 hoặc h8.
rules-brazilian-precedence-1 = Bạn phải chọn cách ăn được nhiều quân nhất. Quân vua được tính là một quân, như quân thường.
rules-brazilian-precedence-2 = Nếu nhiều cách ăn được cùng số quân, bạn tự do chọn một trong số đó.
rules-brazilian-precedence-diagram-1 = Trắng phải đi g3xe5xg7 và ăn hai quân thường. Không được ăn quân vua bằng a3xc5, vì cách đó chỉ ăn một quân.
rules-brazilian-crowning-1 = Quân thường kết thúc nước đi ở hàng cuối cùng thì được phong vua.
rules-brazilian-crowning-2 = Quân thường tới hàng cuối trong lúc ăn quân, mà còn ăn tiếp được, thì phải ăn tiếp. Nó vẫn là quân thường và không được phong vua.
rules-brazilian-crowning-diagram-1 = Quân ở b6 đi qua d8 và dừng ở f6: b6xd8xf6. Nó vẫn là quân thường.
rules-brazilian-draws-1 = Người không còn nước đi thì thua. Điều này xảy ra khi mọi quân của họ đều bị ăn hoặc bị chặn.
rules-brazilian-draws-2 = Ván cờ hòa khi cùng một thế cờ lặp lại ba lần với cùng một người đến lượt đi. Hai người chơi cũng có thể thỏa thuận hòa.
rules-brazilian-draws-3 = Ván cờ cũng tự động hòa trong các trường hợp sau, như trong luật cờ đam 64 ô của Liên đoàn Cờ đam Quốc tế (IDF, các điều 7.2.4 đến 7.2.8). Trong một thế tàn cuộc, số nước đi được tính từ lúc tương quan lực lượng đó hình thành, tức là từ lần ăn quân hoặc phong vua gần nhất:
rules-brazilian-draws-4 = Ba quân vua trở lên đấu một quân vua: hòa nếu bên mạnh hơn đã đi 15 nước mà không thắng.
rules-brazilian-draws-5 = Ba quân, trong đó ít nhất một quân vua, đấu một quân vua nằm trên đường chéo lớn a1-h8: hòa sau 5 nước mỗi bên.
rules-brazilian-draws-6 = Hai quân vua, một quân vua và một quân thường, hoặc một quân vua, đấu một quân vua: hòa sau 5 nước mỗi bên.
rules-brazilian-draws-7 = Cả hai bên đều có vua, không có quân nào bị ăn hay được phong vua: hòa sau 30 nước mỗi bên khi trên bàn có 4 hoặc 5 quân, sau 60 nước mỗi bên khi có 6 hoặc 7 quân.
rules-brazilian-draws-8 = Cả hai người chỉ đi quân vua, không ăn quân: hòa sau 15 nước mỗi bên.
rules-brazilian-draws-9 = Trong trường hợp cuối này, Liên đoàn Cờ đam Brazil (CBD) tính 20 nước mỗi bên; trò chơi này theo mốc 15 nước của Liên đoàn Cờ đam Quốc tế.
rules-brazilian-notation-1 = Mỗi ô có một chữ cái chỉ cột, từ a đến h tính từ bên trái của Trắng, và một con số chỉ hàng, từ 1 đến 8 tính từ phía Trắng.
rules-brazilian-notation-2 = Nước đi được viết là c3-d4. Nước ăn được viết là c3xe5, kèm mọi ô dừng khi cần: c3xe5xg3.

## Cờ đam Nga

rules-russian-title = Cờ đam Nga
rules-russian-intro = Cờ đam Nga (shashki) chơi trên 64 ô, với vua bay và được tự do chọn cách ăn.
rules-russian-board-1 = Bàn cờ có 8 x 8 ô. Ô góc a1, ở bên trái của Trắng, là ô tối.
rules-russian-board-2 = Mỗi người có 12 quân thường trên các ô tối của ba hàng gần mình nhất. Trắng đi trước.
rules-russian-board-diagram-1 = Thế cờ ban đầu.
rules-russian-men-1 = Quân thường đi một ô chéo về phía trước, vào một ô trống.
rules-russian-men-diagram-1 = Quân ở c3 có thể đi tới b4 hoặc d4.
rules-russian-kings-1 = Quân vua đi dọc đường chéo, tiến hoặc lùi, qua bao nhiêu ô trống cũng được.
rules-russian-kings-diagram-1 = Quân vua ở c1 có thể đi tới mọi ô được đánh dấu.
rules-russian-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-russian-captures-2 = Quân thường ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó. Quân thường ăn được cả về phía trước lẫn phía sau.
rules-russian-captures-3 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-russian-captures-4 = Quân vua ăn một quân ở bất kỳ khoảng cách nào trên đường chéo của nó, nếu các ô ở giữa đều trống. Nó dừng ở bất kỳ ô trống nào phía sau quân bị ăn. Nếu từ một trong các ô đó nó còn ăn tiếp được, nó phải dừng ở ô đó và ăn tiếp.
rules-russian-captures-5 = Không được nhảy qua một quân hai lần. Quân bị ăn chỉ rời bàn cờ khi nước đi kết thúc, nên chúng vẫn chắn đường.
rules-russian-captures-diagram-1 = Quân ở c3 ăn d4, rồi lùi lại ăn f4: c3:e5:g3.
rules-russian-captures-diagram-2 = Quân vua ở a1 ăn d4 và có thể dừng ở e5, f6, g7 hoặc h8.
rules-russian-precedence-1 = Khi có nhiều cách ăn, bạn chọn cách nào cũng được. Bạn không bắt buộc phải ăn nhiều quân nhất.
rules-russian-precedence-2 = Cách ăn đã chọn vẫn phải được đi đến hết.
rules-russian-precedence-diagram-1 = Trắng có thể ăn quân vua bằng a3:c5, dù g3:e5:g7 ăn được hai quân thường. Cả hai đều hợp lệ.
rules-russian-crowning-1 = Quân thường tới hàng cuối cùng thì được phong vua ngay.
rules-russian-crowning-2 = Nếu điều đó xảy ra trong lúc ăn quân, nó ăn tiếp trong cùng nước đi, lúc này với tư cách quân vua.
rules-russian-crowning-diagram-1 = Quân ở b6 được phong vua ở d8. Là vua, nó ăn tiếp e7 và dừng ở h4: b6:d8:h4.
rules-russian-draws-1 = Người không còn nước đi thì thua. Điều này xảy ra khi mọi quân của họ đều bị ăn hoặc bị chặn.
rules-russian-draws-2 = Ván cờ hòa khi cùng một thế cờ lặp lại ba lần với cùng một người đến lượt đi. Hai người chơi cũng có thể thỏa thuận hòa.
rules-russian-draws-3 = Ván cờ cũng tự động hòa trong các trường hợp sau. Trong một thế tàn cuộc, số nước đi được tính từ lúc tương quan lực lượng đó hình thành, tức là từ lần ăn quân hoặc phong vua gần nhất:
rules-russian-draws-4 = Ba quân vua trở lên đấu một quân vua: hòa nếu bên mạnh hơn đã đi 15 nước mà không thắng.
rules-russian-draws-5 = Ba quân, trong đó ít nhất một quân vua, đấu một quân vua nằm trên đường chéo lớn a1-h8: hòa sau 5 nước mỗi bên.
rules-russian-draws-6 = Hai quân vua, một quân vua và một quân thường, hoặc một quân vua, đấu một quân vua: hòa sau 5 nước mỗi bên.
rules-russian-draws-7 = Cả hai bên đều có vua, không có quân nào bị ăn hay được phong vua: hòa sau 30 nước mỗi bên khi trên bàn có 4 hoặc 5 quân, sau 60 nước mỗi bên khi có 6 hoặc 7 quân.
rules-russian-draws-8 = Cả hai người chỉ đi quân vua, không ăn quân: hòa sau 15 nước mỗi bên.
rules-russian-notation-1 = Mỗi ô có một chữ cái chỉ cột, từ a đến h tính từ bên trái của Trắng, và một con số chỉ hàng, từ 1 đến 8 tính từ phía Trắng.
rules-russian-notation-2 = Nước đi được viết là c3-d4. Nước ăn được viết là c3:e5 (hoặc c3xe5), kèm mọi ô dừng khi cần: c3:e5:g3.

## Cờ đam quốc tế

rules-international-title = Cờ đam quốc tế
rules-international-intro = Cờ đam quốc tế chơi trên bàn cờ 100 ô, theo luật của liên đoàn thế giới FMJD.
rules-international-board-1 = Bàn cờ có 10 x 10 ô. Ô góc ở bên trái của Trắng là ô tối.
rules-international-board-2 = Mỗi người có 20 quân thường trên các ô tối của bốn hàng gần mình nhất. Trắng đi trước.
rules-international-board-diagram-1 = Thế cờ ban đầu. Quân Đen đứng ở các ô từ 1 đến 20, quân Trắng từ 31 đến 50.
rules-international-men-1 = Quân thường đi một ô chéo về phía trước, vào một ô trống.
rules-international-men-diagram-1 = Quân ở 33 có thể đi tới 28 hoặc 29.
rules-international-kings-1 = Quân vua đi dọc đường chéo, tiến hoặc lùi, qua bao nhiêu ô trống cũng được. Đó là vua “bay”.
rules-international-kings-diagram-1 = Quân vua ở 46 có thể đi tới mọi ô được đánh dấu.
rules-international-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-international-captures-2 = Quân thường ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó. Quân thường ăn được cả về phía trước lẫn phía sau.
rules-international-captures-3 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-international-captures-4 = Quân vua ăn một quân ở bất kỳ khoảng cách nào trên đường chéo của nó, nếu các ô ở giữa đều trống. Nó dừng ở bất kỳ ô trống nào phía sau quân bị ăn. Nếu từ một trong các ô đó nó còn ăn tiếp được, nó phải dừng ở ô đó và ăn tiếp.
rules-international-captures-5 = Không được nhảy qua một quân hai lần. Quân bị ăn chỉ rời bàn cờ khi nước đi kết thúc, nên chúng vẫn chắn đường.
rules-international-captures-diagram-1 = Quân ở 37 ăn 32, rồi lùi lại ăn 33: 37x28x39.
rules-international-captures-diagram-2 = Quân vua ở 46 ăn 32 và có thể dừng ở 28, 23, 19, 14, 10 hoặc 5.
rules-international-precedence-1 = Bạn phải chọn cách ăn được nhiều quân nhất. Quân vua được tính là một quân, như quân thường.
rules-international-precedence-2 = Nếu nhiều cách ăn được cùng số quân, bạn tự do chọn một trong số đó.
rules-international-precedence-diagram-1 = Trắng phải đi 39x28x19 và ăn hai quân thường. Không được ăn quân vua bằng 36x27, vì cách đó chỉ ăn một quân.
rules-international-crowning-1 = Quân thường kết thúc nước đi ở hàng cuối cùng thì được phong vua.
rules-international-crowning-2 = Quân thường tới hàng cuối trong lúc ăn quân, mà còn ăn tiếp được, thì phải ăn tiếp. Nó vẫn là quân thường và không được phong vua.
rules-international-crowning-diagram-1 = Quân ở 11 đi qua 2 và dừng ở 13: 11x2x13. Nó vẫn là quân thường.
rules-international-draws-1 = Người không còn nước đi thì thua. Điều này xảy ra khi mọi quân của họ đều bị ăn hoặc bị chặn.
rules-international-draws-2 = Ván cờ hòa khi cùng một thế cờ lặp lại ba lần với cùng một người đến lượt đi. Hai người chơi cũng có thể thỏa thuận hòa.
rules-international-draws-3 = Ván cờ cũng tự động hòa trong các trường hợp sau. Trong một thế tàn cuộc, số nước đi được tính từ lúc tương quan lực lượng đó hình thành, tức là từ lần ăn quân hoặc phong vua gần nhất:
rules-international-draws-4 = Ba quân, trong đó ít nhất một quân vua, đấu một quân vua: hòa sau 16 nước mỗi bên.
rules-international-draws-5 = Hai quân trở xuống, trong đó ít nhất một quân vua, đấu một quân vua: hòa sau 5 nước mỗi bên.
rules-international-draws-6 = Cả hai người chỉ đi quân vua, không ăn quân: hòa sau 25 nước mỗi bên.
rules-international-notation-1 = Các ô tối được đánh số từ 1 đến 50. Ô 1 ở góc trên bên trái khi nhìn bàn cờ từ phía Trắng. Số tăng từ trái sang phải, hết hàng này sang hàng khác, tới 50 ở góc dưới bên phải.
rules-international-notation-2 = Nước đi được viết là 32-28. Nước ăn được viết là 28x19, kèm mọi ô dừng khi cần: 37x28x39.

## Cờ đam Anh (checkers)

rules-english-title = Cờ đam Anh (checkers)
rules-english-intro = Cờ đam Anh, hay checkers, chơi trên 64 ô, với vua đi ngắn (không bay) và được tự do chọn cách ăn.
rules-english-board-1 = Bàn cờ có 8 x 8 ô. Ô góc bên trái của mỗi người là ô tối.
rules-english-board-2 = Mỗi người có 12 quân thường trên các ô tối của ba hàng gần mình nhất. Đen đi trước.
rules-english-board-diagram-1 = Thế cờ ban đầu. Quân Đen đứng ở các ô từ 1 đến 12, quân Trắng từ 21 đến 32.
rules-english-men-1 = Quân thường đi một ô chéo về phía trước, vào một ô trống.
rules-english-men-diagram-1 = Quân ở 22 có thể đi tới 17 hoặc 18.
rules-english-kings-1 = Quân vua đi một ô chéo, tiến hoặc lùi. Trong một nước, nó không thể đi xa hơn.
rules-english-kings-diagram-1 = Quân vua ở 18 có thể đi tới 14, 15, 22 hoặc 23.
rules-english-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-english-captures-2 = Một quân ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó.
rules-english-captures-3 = Quân thường chỉ ăn về phía trước. Quân vua ăn cả tiến lẫn lùi, nhưng chỉ ăn quân ngay bên cạnh.
rules-english-captures-4 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-english-captures-5 = Các quân bị nhảy qua vẫn nằm trên bàn cờ cho tới khi nước đi kết thúc: chúng vẫn chắn đường, và không được nhảy qua một quân hai lần.
rules-english-captures-diagram-1 = Quân ở 22 phải ăn 18: 22x15. Nó không thể ăn 26, vì quân đó ở phía sau nó.
rules-english-captures-diagram-2 = Quân vua ở 18 lùi lại ăn 23 và dừng ngay phía sau: 18x27.
rules-english-precedence-1 = Khi có nhiều cách ăn, bạn chọn cách nào cũng được. Bạn không bắt buộc phải ăn nhiều quân nhất.
rules-english-precedence-2 = Cách ăn đã chọn vẫn phải được đi đến hết.
rules-english-precedence-diagram-1 = Trắng có thể đi 21x14 và ăn một quân thường, dù 24x15x8 ăn được hai. Cả hai đều hợp lệ.
rules-english-crowning-1 = Quân thường tới hàng cuối cùng thì được phong vua.
rules-english-crowning-2 = Nếu điều đó xảy ra trong lúc ăn quân, nước đi dừng lại ở đó. Quân vua mới không ăn thêm trong nước đó.
rules-english-crowning-diagram-1 = Quân ở 11 ăn 7 và được phong vua ở 2: 11x2. Nước đi kết thúc, nên 6 không bị ăn.
rules-english-draws-1 = Người không còn nước đi thì thua. Điều này xảy ra khi mọi quân của họ đều bị ăn hoặc bị chặn.
rules-english-draws-2 = Ván cờ hòa khi cùng một thế cờ lặp lại ba lần với cùng một người đến lượt đi. Hai người chơi cũng có thể thỏa thuận hòa.
rules-english-draws-3 = Ván cờ cũng hòa sau 50 nước mỗi bên không có quân nào bị ăn và không có quân thường nào di chuyển.
rules-english-draws-4 = Các giải đấu của liên đoàn thế giới dùng mốc 40 nước, khi một người chơi yêu cầu. Trò chơi này xử hòa ở 50 nước, không cần yêu cầu.
rules-english-notation-1 = Các ô tối được đánh số từ 1 đến 32. Ô 1 ở góc trên bên trái khi nhìn bàn cờ từ phía Trắng. Số tăng từ trái sang phải, hết hàng này sang hàng khác, tới 32 ở góc dưới bên phải.
rules-english-notation-2 = Nước đi được viết là 22-18. Nước ăn được viết là 22x15, kèm mọi ô dừng khi cần: 24x15x8.

## Cờ đam Tây Ban Nha

rules-spanish-title = Cờ đam Tây Ban Nha
rules-spanish-intro = Cờ đam Tây Ban Nha (damas) chơi trên 64 ô, với vua bay. Quân thường chỉ ăn về phía trước.
rules-spanish-board-1 = Bàn cờ có 8 x 8 ô. Bàn cờ được xoay: ô góc bên phải của mỗi người là ô tối.
rules-spanish-board-2 = Mỗi người có 12 quân thường trên các ô tối của ba hàng gần mình nhất. Trắng đi trước.
rules-spanish-board-diagram-1 = Thế cờ ban đầu. Quân Trắng đứng ở các ô từ 1 đến 12, quân Đen từ 21 đến 32.
rules-spanish-men-1 = Quân thường đi một ô chéo về phía trước, vào một ô trống.
rules-spanish-men-diagram-1 = Quân ở 10 có thể đi tới 13 hoặc 14.
rules-spanish-kings-1 = Quân vua đi dọc đường chéo, tiến hoặc lùi, qua bao nhiêu ô trống cũng được.
rules-spanish-kings-diagram-1 = Quân vua ở 1 có thể đi tới mọi ô được đánh dấu.
rules-spanish-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-spanish-captures-2 = Quân thường ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó. Quân thường chỉ ăn về phía trước.
rules-spanish-captures-3 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-spanish-captures-4 = Quân vua ăn cả tiến lẫn lùi, một quân ở bất kỳ khoảng cách nào trên đường chéo của nó, nếu các ô ở giữa đều trống. Nó dừng ở bất kỳ ô trống nào phía sau quân bị ăn. Nếu từ một trong các ô đó nó còn ăn tiếp được, nó phải dừng ở ô đó và ăn tiếp.
rules-spanish-captures-5 = Không được nhảy qua một quân hai lần. Quân bị ăn chỉ rời bàn cờ khi nước đi kết thúc, nên chúng vẫn chắn đường.
rules-spanish-captures-diagram-1 = Quân ở 10 phải ăn 14: 10x19. Nó không thể ăn 6, vì quân đó ở phía sau nó.
rules-spanish-captures-diagram-2 = Quân vua ở 1 ăn 14 và có thể dừng ở 19, 23, 28 hoặc 32.
rules-spanish-precedence-1 = Bạn phải chọn cách ăn được nhiều quân nhất. Đây là luật số lượng.
rules-spanish-precedence-2 = Nếu nhiều cách ăn được cùng số quân, bạn phải chọn một cách ăn được nhiều quân vua nhất. Đây là luật chất lượng.
rules-spanish-precedence-diagram-1 = Số lượng: Trắng phải đi 12x19x28 và ăn hai quân thường. Không được ăn quân vua bằng 9x18.
rules-spanish-precedence-diagram-2 = Chất lượng: cả hai cách đều ăn một quân. Trắng phải ăn quân vua bằng 9x18, không được ăn quân thường bằng 12x19.
rules-spanish-crowning-1 = Quân thường tới hàng cuối cùng thì được phong vua.
rules-spanish-crowning-2 = Nếu điều đó xảy ra trong lúc ăn quân, nước đi dừng lại ở đó. Quân vua mới không ăn thêm trong nước đó.
rules-spanish-crowning-diagram-1 = Quân ở 23 ăn 27 và được phong vua ở 30: 23x30. Nước đi kết thúc, nên 26 không bị ăn.
rules-spanish-draws-1 = Người không còn nước đi thì thua. Điều này xảy ra khi mọi quân của họ đều bị ăn hoặc bị chặn.
rules-spanish-draws-2 = Ván cờ hòa khi cùng một thế cờ lặp lại ba lần với cùng một người đến lượt đi. Hai người chơi cũng có thể thỏa thuận hòa.
rules-spanish-draws-3 = Ván cờ cũng hòa sau 20 nước mỗi bên mà chỉ có quân vua di chuyển, không ăn quân.
rules-spanish-notation-1 = Các ô tối được đánh số từ 1 đến 32. Ô 1 ở góc dưới bên phải của Trắng. Số tăng từ phải sang trái, hết hàng này sang hàng khác, tới 32 ở góc trên bên trái.
rules-spanish-notation-2 = Nước đi được viết là 10-14. Nước ăn được viết là 10x19, kèm mọi ô dừng khi cần: 12x19x28.

## Cờ đam Thổ Nhĩ Kỳ

rules-turkish-title = Cờ đam Thổ Nhĩ Kỳ
rules-turkish-intro = Cờ đam Thổ Nhĩ Kỳ (dama) dùng mọi ô của bàn cờ. Quân đi thẳng, theo hàng và cột, không đi chéo.
rules-turkish-board-1 = Bàn cờ có 8 x 8 ô, và cả 64 ô đều được dùng.
rules-turkish-board-2 = Mỗi người có 16 quân thường trên hàng thứ hai và thứ ba phía mình. Hàng thứ nhất để trống. Trắng đi trước.
rules-turkish-board-diagram-1 = Thế cờ ban đầu.
rules-turkish-men-1 = Quân thường đi một ô thẳng về phía trước, hoặc một ô sang trái hay sang phải. Nó không bao giờ đi lùi.
rules-turkish-men-diagram-1 = Quân ở d4 có thể đi tới d5, c4 hoặc e4.
rules-turkish-kings-1 = Quân vua đi dọc một hàng hoặc một cột, tiến, lùi hay sang ngang, qua bao nhiêu ô trống cũng được.
rules-turkish-kings-diagram-1 = Quân vua ở d4 có thể đi tới mọi ô được đánh dấu.
rules-turkish-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-turkish-captures-2 = Quân thường ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó. Quân thường ăn về phía trước và sang ngang, không bao giờ ăn lùi.
rules-turkish-captures-3 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-turkish-captures-4 = Quân vua ăn một quân ở bất kỳ khoảng cách nào trên hàng hoặc cột của nó, nếu các ô ở giữa đều trống. Nó dừng ở bất kỳ ô trống nào phía sau quân bị ăn. Nếu từ một trong các ô đó nó còn ăn tiếp được, nó phải dừng ở ô đó và ăn tiếp.
rules-turkish-captures-5 = Mỗi quân bị ăn rời bàn cờ ngay lúc bị nhảy qua. Vì vậy, sau đó quân đang ăn có thể đi qua ô mà quân bị ăn vừa đứng.
rules-turkish-captures-6 = Giữa hai lần nhảy, quân đang ăn không được quay ngược lại hướng vừa đi.
rules-turkish-captures-diagram-1 = Quân ở d4 ăn ngang quân e4, rồi tiến lên ăn f5: d4xf4xf6. Nó không thể ăn d3, vì quân đó ở phía sau nó.
rules-turkish-captures-diagram-2 = Quân vua ở c1 ăn c4, e7, f6 và b4: c1xc7xf7xf4xa4. Ở lần nhảy cuối, nó đi qua c4, lúc này đã trống.
rules-turkish-precedence-1 = Bạn phải chọn cách ăn được nhiều quân nhất. Quân vua được tính là một quân, như quân thường.
rules-turkish-precedence-2 = Nếu nhiều cách ăn được cùng số quân, bạn tự do chọn một trong số đó.
rules-turkish-precedence-diagram-1 = Trắng phải đi f3xf5xf7 và ăn hai quân thường. Không được ăn quân vua bằng b4xb6, vì cách đó chỉ ăn một quân.
rules-turkish-crowning-1 = Quân thường kết thúc nước đi ở hàng cuối cùng thì được phong vua.
rules-turkish-crowning-2 = Quân thường tới hàng cuối trong lúc ăn quân thì vẫn ăn tiếp như quân thường, nếu còn ăn được. Nó được phong vua khi nước đi kết thúc.
rules-turkish-crowning-3 = Các nguồn không thống nhất ở điểm này, và không văn bản nào của liên đoàn phân xử dứt khoát: có nguồn cho phong vua ngay. Trò chơi này theo luật mà phần lớn sách hướng dẫn đưa ra: phong vua khi nước đi kết thúc.
rules-turkish-crowning-diagram-1 = Quân ở c6 ăn c7, tới c8, rồi ăn d8 như quân thường: c6xc8xe8. Nó chỉ được phong vua ở e8 khi nước đi kết thúc, nên trong nước này nó không ăn e5.
rules-turkish-draws-1 = Người không còn nước đi thì thua. Điều này xảy ra khi mọi quân của họ đều bị ăn hoặc bị chặn.
rules-turkish-draws-2 = Ván cờ hòa khi cùng một thế cờ lặp lại ba lần với cùng một người đến lượt đi. Hai người chơi cũng có thể thỏa thuận hòa.
rules-turkish-draws-3 = Ván cờ hòa ngay khi mỗi người chỉ còn một quân.
rules-turkish-draws-4 = Ván cờ cũng hòa sau 50 nước mỗi bên không có quân nào bị ăn và không có quân thường nào di chuyển.
rules-turkish-draws-5 = Luật hòa khi mỗi bên chỉ còn một quân được lấy theo sách hướng dẫn cho người mới chơi của Dama Akademisi (§19b): “kể cả khi một trong hai quân là quân vua”. Một số người chơi vẫn chơi tiếp khi có một quân vua đấu một quân thường đơn độc.
rules-turkish-notation-1 = Mỗi ô có một chữ cái chỉ cột, từ a đến h tính từ bên trái của Trắng, và một con số chỉ hàng, từ 1 đến 8 tính từ phía Trắng.
rules-turkish-notation-2 = Nước đi được viết là d3-d4. Nước ăn được viết là d4xd6, kèm mọi ô dừng khi cần: d4xf4xf6.

## Cờ đam Ý

rules-italian-title = Cờ đam Ý
rules-italian-intro = Cờ đam Ý (dama italiana) chơi trên 64 ô, với vua đi ngắn (không bay), theo luật của liên đoàn Ý FID. Quân thường không được ăn quân vua.
rules-italian-board-1 = Bàn cờ có 8 x 8 ô. Bàn cờ được xoay: ô góc bên phải của mỗi người là ô tối.
rules-italian-board-2 = Mỗi người có 12 quân thường trên các ô tối của ba hàng gần mình nhất. Trắng đi trước.
rules-italian-board-diagram-1 = Thế cờ ban đầu. Quân Đen đứng ở các ô từ 1 đến 12, quân Trắng từ 21 đến 32.
rules-italian-men-1 = Quân thường đi một ô chéo về phía trước, vào một ô trống.
rules-italian-men-diagram-1 = Quân ở 22 có thể đi tới 18 hoặc 19.
rules-italian-kings-1 = Quân vua đi một ô chéo, tiến hoặc lùi. Trong một nước, nó không thể đi xa hơn.
rules-italian-kings-diagram-1 = Quân vua ở 18 có thể đi tới 13, 14, 21 hoặc 22.
rules-italian-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-italian-captures-2 = Một quân ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó. Quân thường chỉ ăn về phía trước. Quân vua ăn cả tiến lẫn lùi, nhưng chỉ ăn quân ngay bên cạnh.
rules-italian-captures-3 = Quân thường không bao giờ ăn quân vua. Nó chỉ ăn quân thường.
rules-italian-captures-4 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-italian-captures-5 = Các quân bị nhảy qua vẫn nằm trên bàn cờ cho tới khi nước đi kết thúc: chúng vẫn chắn đường, và không được nhảy qua một quân hai lần.
rules-italian-captures-diagram-1 = Quân ở 22 phải ăn 18: 22x13. Nó không thể ăn 26, vì quân đó ở phía sau nó.
rules-italian-captures-diagram-2 = Quân ở 22 phải ăn quân thường ở 19: 22x15. Nó không được ăn quân vua ở 18.
rules-italian-precedence-1 = Khi có nhiều cách ăn, các luật sau quyết định, theo đúng thứ tự này: ăn nhiều quân nhất; nếu bằng nhau, ăn bằng quân vua thay vì quân thường; sau đó ăn nhiều quân vua nhất; sau đó chọn cách ăn gặp quân vua sớm nhất.
rules-italian-precedence-2 = Nếu sau cả bốn luật các cách ăn vẫn ngang nhau, bạn tự do chọn một trong số đó.
rules-italian-precedence-diagram-1 = Quân vua ở 27 và quân thường ở 22 đều ăn được một quân. Quân vua phải ăn: 27x20. Không được đi nước ăn 22x13 của quân thường.
rules-italian-crowning-1 = Quân thường tới hàng cuối cùng thì được phong vua.
rules-italian-crowning-2 = Nếu điều đó xảy ra trong lúc ăn quân, nước đi dừng lại ở đó. Quân vua mới không ăn thêm trong nước đó.
rules-italian-crowning-diagram-1 = Quân ở 9 ăn 5 và được phong vua ở 2: 9x2. Nước đi kết thúc, nên 6 không bị ăn.
rules-italian-draws-1 = Người không còn nước đi thì thua. Điều này xảy ra khi mọi quân của họ đều bị ăn hoặc bị chặn.
rules-italian-draws-2 = Ván cờ hòa khi cùng một thế cờ lặp lại bốn lần với cùng một người đến lượt đi. Hai người chơi cũng có thể thỏa thuận hòa.
rules-italian-draws-3 = Ván cờ cũng hòa sau 40 nước mỗi bên không có quân nào bị ăn và không có quân thường nào di chuyển.
rules-italian-notation-1 = Các ô tối được đánh số từ 1 đến 32. Ô 1 ở góc trên bên trái khi nhìn bàn cờ từ phía Trắng. Số tăng từ trái sang phải, hết hàng này sang hàng khác, tới 32 ở góc dưới bên phải.
rules-italian-notation-2 = Nước đi được viết là 22-18. Nước ăn được viết là 22x13, kèm mọi ô dừng khi cần.

## Cờ đam Séc

rules-czech-title = Cờ đam Séc
rules-czech-intro = Cờ đam Séc (česká dáma) chơi trên 64 ô, với vua bay, theo luật của liên đoàn Séc. Quân thường chỉ ăn về phía trước, và khi quân vua ăn được thì phải ăn bằng quân vua.
rules-czech-board-1 = Bàn cờ có 8 x 8 ô. Ô góc a1, ở bên trái của Trắng, là ô tối.
rules-czech-board-2 = Mỗi người có 12 quân thường trên các ô tối của ba hàng gần mình nhất. Trắng đi trước.
rules-czech-board-diagram-1 = Thế cờ ban đầu.
rules-czech-men-1 = Quân thường đi một ô chéo về phía trước, vào một ô trống.
rules-czech-men-diagram-1 = Quân ở c3 có thể đi tới b4 hoặc d4.
rules-czech-kings-1 = Quân vua đi dọc đường chéo, tiến hoặc lùi, qua bao nhiêu ô trống cũng được. Đó là vua “bay”.
rules-czech-kings-diagram-1 = Quân vua ở c1 có thể đi tới mọi ô được đánh dấu.
rules-czech-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-czech-captures-2 = Quân thường ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó. Quân thường chỉ ăn về phía trước.
rules-czech-captures-3 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-czech-captures-4 = Quân vua ăn một quân ở bất kỳ khoảng cách nào trên đường chéo của nó, nếu các ô ở giữa đều trống. Nó dừng ở bất kỳ ô trống nào phía sau quân bị ăn. Nếu từ một trong các ô đó nó còn ăn tiếp được, nó phải dừng ở ô đó và ăn tiếp.
rules-czech-captures-5 = Không được nhảy qua một quân hai lần. Quân bị ăn chỉ rời bàn cờ khi nước đi kết thúc, nên chúng vẫn chắn đường.
rules-czech-captures-diagram-1 = Quân ở c3 phải ăn d4: c3xe5. Nó không thể ăn b2, vì quân đó ở phía sau nó.
rules-czech-captures-diagram-2 = Quân vua ở a1 ăn d4 và có thể dừng ở e5, f6, g7 hoặc h8.
rules-czech-precedence-1 = Nếu quân vua ăn được, phải ăn bằng quân vua: không được ăn bằng quân thường thay vào đó.
rules-czech-precedence-2 = Ngoài trường hợp đó, bạn tự do chọn cách ăn. Bạn không bắt buộc phải ăn nhiều quân nhất.
rules-czech-precedence-diagram-1 = Quân vua ở a1 phải ăn: a1xd4. Không được đi nước ăn e5xg7 của quân thường.
rules-czech-precedence-diagram-2 = Trắng có thể đi a3xc5 và ăn quân vua, dù g3xe5xg7 ăn được hai quân thường. Cả hai đều hợp lệ.
rules-czech-crowning-1 = Quân thường tới hàng cuối cùng thì được phong vua.
rules-czech-crowning-2 = Nếu điều đó xảy ra trong lúc ăn quân, nước đi dừng lại ở đó: quân thường chỉ ăn về phía trước, nên nó không còn quân nào để ăn.
rules-czech-crowning-diagram-1 = Quân ở b6 ăn c7 và được phong vua ở d8: b6xd8.
rules-czech-draws-1 = Người không còn nước đi thì thua. Điều này xảy ra khi mọi quân của họ đều bị ăn hoặc bị chặn.
rules-czech-draws-2 = Ván cờ hòa khi cùng một thế cờ lặp lại ba lần với cùng một người đến lượt đi. Hai người chơi cũng có thể thỏa thuận hòa.
rules-czech-draws-3 = Trò chơi này không có luật hòa theo số nước đi: không tìm thấy luật nào như vậy trong các bản tóm tắt luật Séc mà nó tuân theo.
rules-czech-notation-1 = Mỗi ô có một chữ cái chỉ cột, từ a đến h tính từ bên trái của Trắng, và một con số chỉ hàng, từ 1 đến 8 tính từ phía Trắng.
rules-czech-notation-2 = Nước đi được viết là c3-d4. Nước ăn được viết là c3xe5, kèm mọi ô dừng khi cần: c3xe5xg7.

## Cờ đam pool (Mỹ)

rules-pool-title = Cờ đam pool (Mỹ)
rules-pool-intro = Cờ đam pool, chơi ở Hoa Kỳ, dùng 64 ô và vua bay. Quân thường ăn được cả về phía trước lẫn phía sau, và bạn tự do chọn cách ăn.
rules-pool-board-1 = Bàn cờ có 8 x 8 ô. Ô góc bên trái của mỗi người là ô tối.
rules-pool-board-2 = Mỗi người có 12 quân thường trên các ô tối của ba hàng gần mình nhất. Đen đi trước.
rules-pool-board-diagram-1 = Thế cờ ban đầu. Quân Đen đứng ở các ô từ 1 đến 12, quân Trắng từ 21 đến 32.
rules-pool-men-1 = Quân thường đi một ô chéo về phía trước, vào một ô trống.
rules-pool-men-diagram-1 = Quân ở 22 có thể đi tới 17 hoặc 18.
rules-pool-kings-1 = Quân vua đi dọc đường chéo, tiến hoặc lùi, qua bao nhiêu ô trống cũng được. Đó là vua “bay”.
rules-pool-kings-diagram-1 = Quân vua ở 29 có thể đi tới mọi ô được đánh dấu.
rules-pool-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-pool-captures-2 = Quân thường ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó. Quân thường ăn được cả về phía trước lẫn phía sau.
rules-pool-captures-3 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-pool-captures-4 = Quân vua ăn một quân ở bất kỳ khoảng cách nào trên đường chéo của nó, nếu các ô ở giữa đều trống. Nó dừng ở bất kỳ ô trống nào phía sau quân bị ăn. Nếu từ một trong các ô đó nó còn ăn tiếp được, nó phải dừng ở ô đó và ăn tiếp.
rules-pool-captures-5 = Không được nhảy qua một quân hai lần. Quân bị ăn chỉ rời bàn cờ khi nước đi kết thúc, nên chúng vẫn chắn đường.
rules-pool-captures-diagram-1 = Quân ở 22 ăn 18, rồi lùi lại ăn 19: 22x15x24.
rules-pool-captures-diagram-2 = Quân vua ở 29 ăn 18 và có thể dừng ở 15, 11, 8 hoặc 4.
rules-pool-precedence-1 = Khi có nhiều cách ăn, bạn chọn cách nào cũng được. Bạn không bắt buộc phải ăn nhiều quân nhất.
rules-pool-precedence-2 = Cách ăn đã chọn vẫn phải được đi đến hết.
rules-pool-precedence-diagram-1 = Trắng có thể đi 21x14 và ăn quân vua, dù 24x15x8 ăn được hai quân thường. Cả hai đều hợp lệ.
rules-pool-crowning-1 = Quân thường kết thúc nước đi ở hàng cuối cùng thì được phong vua.
rules-pool-crowning-2 = Quân thường tới hàng cuối trong lúc ăn quân, mà còn ăn lùi tiếp được, thì phải ăn tiếp. Nó vẫn là quân thường và không được phong vua.
rules-pool-crowning-diagram-1 = Quân ở 9 đi qua 2 và dừng ở 11: 9x2x11. Nó vẫn là quân thường.
rules-pool-draws-1 = Người không còn nước đi thì thua. Điều này xảy ra khi mọi quân của họ đều bị ăn hoặc bị chặn.
rules-pool-draws-2 = Ván cờ hòa khi cùng một thế cờ lặp lại ba lần với cùng một người đến lượt đi. Hai người chơi cũng có thể thỏa thuận hòa.
rules-pool-draws-3 = Ván cờ cũng tự động hòa trong các trường hợp sau. Trong một thế tàn cuộc, số nước đi được tính từ lúc tương quan lực lượng đó hình thành, tức là từ lần ăn quân hoặc phong vua gần nhất:
rules-pool-draws-4 = Ba quân vua đấu một quân vua: hòa nếu bên mạnh hơn đã đi 13 nước mà không thắng.
rules-pool-draws-5 = Cả hai người chỉ đi quân vua, không ăn quân: hòa sau 15 nước mỗi bên.
rules-pool-notation-1 = Các ô tối được đánh số từ 1 đến 32. Ô 1 ở góc trên bên trái khi nhìn bàn cờ từ phía Trắng. Số tăng từ trái sang phải, hết hàng này sang hàng khác, tới 32 ở góc dưới bên phải.
rules-pool-notation-2 = Nước đi được viết là 22-18. Nước ăn được viết là 22x15, kèm mọi ô dừng khi cần: 22x15x24.

## Cờ đam Thái

rules-thai-title = Cờ đam Thái (mak-hos)
rules-thai-intro = Cờ đam Thái (mak-hos) chơi trên 64 ô, mỗi bên 8 quân thường. Quân vua bay nhưng dừng ngay sau quân nó ăn, và quân bị ăn rời bàn cờ ngay lập tức.
rules-thai-board-1 = Bàn cờ có 8 x 8 ô. Ô góc bên trái của mỗi người là ô tối.
rules-thai-board-2 = Mỗi người có 8 quân thường trên các ô tối của hai hàng gần mình nhất. Đen đi trước.
rules-thai-board-diagram-1 = Thế cờ ban đầu. Quân Trắng đứng ở các ô từ 1 đến 8, quân Đen từ 25 đến 32.
rules-thai-men-1 = Quân thường đi một ô chéo về phía trước, vào một ô trống.
rules-thai-men-diagram-1 = Quân ở 11 có thể đi tới 15 hoặc 16.
rules-thai-kings-1 = Quân vua đi dọc đường chéo, tiến hoặc lùi, qua bao nhiêu ô trống cũng được. Đó là vua “bay”.
rules-thai-kings-diagram-1 = Quân vua ở 4 có thể đi tới mọi ô được đánh dấu.
rules-thai-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-thai-captures-2 = Quân thường ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó. Quân thường chỉ ăn về phía trước.
rules-thai-captures-3 = Quân vua ăn một quân ở bất kỳ khoảng cách nào trên đường chéo của nó, nếu các ô ở giữa đều trống. Nó phải dừng ở ô ngay phía sau quân đó, và từ đó nó có thể ăn tiếp theo bất kỳ hướng nào.
rules-thai-captures-4 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-thai-captures-5 = Mỗi quân bị ăn rời bàn cờ ngay lập tức, nên nó không còn chắn đường.
rules-thai-captures-diagram-1 = Quân vua ở 4 ăn 15 và phải dừng ngay phía sau nó, ở 18: 4x18.
rules-thai-captures-diagram-2 = Quân ở 11 phải ăn 15: 11x18. Nó không thể ăn 7, vì quân đó ở phía sau nó.
rules-thai-precedence-1 = Khi có nhiều cách ăn, bạn chọn cách nào cũng được. Bạn không bắt buộc phải ăn nhiều quân nhất.
rules-thai-precedence-2 = Cách ăn đã chọn vẫn phải được đi đến hết.
rules-thai-precedence-diagram-1 = Trắng có thể đi 12x19 và ăn một quân thường, dù 9x18x25 ăn được hai. Cả hai đều hợp lệ.
rules-thai-crowning-1 = Quân thường tới hàng cuối cùng thì được phong vua.
rules-thai-crowning-2 = Nếu điều đó xảy ra trong lúc ăn quân, nước đi dừng lại ở đó. Quân vua mới không ăn thêm trong nước đó.
rules-thai-crowning-diagram-1 = Quân ở 24 ăn 27 và được phong vua ở 31: 24x31. Nước đi kết thúc, nên 26 không bị ăn.
rules-thai-draws-1 = Người không còn nước đi thì thua. Điều này xảy ra khi mọi quân của họ đều bị ăn hoặc bị chặn.
rules-thai-draws-2 = Ván cờ hòa khi cùng một thế cờ lặp lại ba lần với cùng một người đến lượt đi. Hai người chơi cũng có thể thỏa thuận hòa.
rules-thai-draws-3 = Trò chơi này không có luật hòa theo số nước đi: các nguồn về mak-hos không đưa ra luật nào như vậy. Các nguồn cũng khác nhau về việc ai đi trước; trò chơi này theo chuẩn PDN, trong đó Đen đi trước.
rules-thai-notation-1 = Các ô tối được đánh số từ 1 đến 32 theo cách Đen, người đi trước, nhìn bàn cờ: ô 1 là ô tối đầu tiên ở góc trên bên trái của Đen, tức là ô g1 đối với Trắng. Số tăng từ trái sang phải của Đen, hết hàng này sang hàng khác, tới 32 ở phía Đen.
rules-thai-notation-2 = Nước đi được viết là 27-23. Nước ăn được viết là 11x18, kèm mọi ô dừng khi cần: 9x18x25.

## Cờ đam ngược

rules-antidraughts-title = Cờ đam ngược (thua là thắng)
rules-antidraughts-intro = Cờ đam ngược (thua là thắng) chơi theo luật quốc tế trên bàn cờ 100 ô, nhưng mục tiêu bị đảo ngược: bạn thắng khi mất hết quân, hoặc khi không còn nước đi nào.
rules-antidraughts-board-1 = Bàn cờ có 10 x 10 ô. Ô góc ở bên trái của Trắng là ô tối.
rules-antidraughts-board-2 = Mỗi người có 20 quân thường trên các ô tối của bốn hàng gần mình nhất. Trắng đi trước.
rules-antidraughts-board-diagram-1 = Thế cờ ban đầu. Quân Đen đứng ở các ô từ 1 đến 20, quân Trắng từ 31 đến 50.
rules-antidraughts-men-1 = Quân thường đi một ô chéo về phía trước, vào một ô trống.
rules-antidraughts-men-diagram-1 = Quân ở 33 có thể đi tới 28 hoặc 29.
rules-antidraughts-kings-1 = Quân vua đi dọc đường chéo, tiến hoặc lùi, qua bao nhiêu ô trống cũng được. Đó là vua “bay”.
rules-antidraughts-kings-diagram-1 = Quân vua ở 46 có thể đi tới mọi ô được đánh dấu.
rules-antidraughts-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Trong cờ đam ngược, đây là cách bạn cho đi quân của mình. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-antidraughts-captures-2 = Quân thường ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó. Quân thường ăn được cả về phía trước lẫn phía sau.
rules-antidraughts-captures-3 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-antidraughts-captures-4 = Quân vua ăn một quân ở bất kỳ khoảng cách nào trên đường chéo của nó, nếu các ô ở giữa đều trống. Nó dừng ở bất kỳ ô trống nào phía sau quân bị ăn. Nếu từ một trong các ô đó nó còn ăn tiếp được, nó phải dừng ở ô đó và ăn tiếp.
rules-antidraughts-captures-5 = Không được nhảy qua một quân hai lần. Quân bị ăn chỉ rời bàn cờ khi nước đi kết thúc, nên chúng vẫn chắn đường.
rules-antidraughts-captures-diagram-1 = Quân ở 37 ăn 32, rồi lùi lại ăn 33: 37x28x39.
rules-antidraughts-captures-diagram-2 = Quân vua ở 46 ăn 32 và có thể dừng ở 28, 23, 19, 14, 10 hoặc 5.
rules-antidraughts-precedence-1 = Bạn phải chọn cách ăn được nhiều quân nhất. Quân vua được tính là một quân, như quân thường.
rules-antidraughts-precedence-2 = Nếu nhiều cách ăn được cùng số quân, bạn tự do chọn một trong số đó.
rules-antidraughts-precedence-diagram-1 = Trắng phải đi 39x28x19 và ăn hai quân thường. Không được ăn quân vua bằng 36x27, vì cách đó chỉ ăn một quân.
rules-antidraughts-crowning-1 = Quân thường kết thúc nước đi ở hàng cuối cùng thì được phong vua.
rules-antidraughts-crowning-2 = Quân thường tới hàng cuối trong lúc ăn quân, mà còn ăn tiếp được, thì phải ăn tiếp. Nó vẫn là quân thường và không được phong vua.
rules-antidraughts-crowning-diagram-1 = Quân ở 11 đi qua 2 và dừng ở 13: 11x2x13. Nó vẫn là quân thường.
rules-antidraughts-draws-1 = Người không còn nước đi thì thắng. Điều này xảy ra khi mọi quân của họ đều bị ăn hoặc bị chặn.
rules-antidraughts-draws-2 = Ván cờ hòa khi cùng một thế cờ lặp lại ba lần với cùng một người đến lượt đi. Hai người chơi cũng có thể thỏa thuận hòa.
rules-antidraughts-draws-3 = Không có luật hòa nào khác, kể cả khi chỉ còn ít quân trên bàn cờ.
rules-antidraughts-notation-1 = Các ô tối được đánh số từ 1 đến 50. Ô 1 ở góc trên bên trái khi nhìn bàn cờ từ phía Trắng. Số tăng từ trái sang phải, hết hàng này sang hàng khác, tới 50 ở góc dưới bên phải.
rules-antidraughts-notation-2 = Nước đi được viết là 32-28. Nước ăn được viết là 28x19, kèm mọi ô dừng khi cần: 37x28x39.

## Cờ đam đột phá

rules-breakthrough-title = Cờ đam đột phá
rules-breakthrough-intro = Cờ đam đột phá chơi theo luật quốc tế trên bàn cờ 100 ô, nhưng người đầu tiên phong được vua sẽ thắng.
rules-breakthrough-board-1 = Bàn cờ có 10 x 10 ô. Ô góc ở bên trái của Trắng là ô tối.
rules-breakthrough-board-2 = Mỗi người có 20 quân thường trên các ô tối của bốn hàng gần mình nhất. Trắng đi trước.
rules-breakthrough-board-diagram-1 = Thế cờ ban đầu. Quân Đen đứng ở các ô từ 1 đến 20, quân Trắng từ 31 đến 50.
rules-breakthrough-men-1 = Quân thường đi một ô chéo về phía trước, vào một ô trống.
rules-breakthrough-men-diagram-1 = Quân ở 33 có thể đi tới 28 hoặc 29.
rules-breakthrough-kings-1 = Trong ván cờ không có quân vua nào tham gia: quân thường đầu tiên kết thúc nước đi ở hàng cuối cùng được phong vua, và điều đó kết thúc ván cờ.
rules-breakthrough-captures-1 = Ăn quân là bắt buộc: khi ăn được, bạn phải ăn, và trò chơi không chấp nhận nước đi nào khác. Chỉ quân đối phương mới bị ăn: không quân nào nhảy qua một quân cùng màu với mình.
rules-breakthrough-captures-2 = Quân thường ăn bằng cách nhảy qua một quân đối phương ngay bên cạnh, xuống ô trống ngay phía sau nó. Quân thường ăn được cả về phía trước lẫn phía sau.
rules-breakthrough-captures-3 = Sau một lần nhảy, quân phải nhảy tiếp chừng nào còn ăn được. Mọi lần nhảy gộp lại là một nước đi.
rules-breakthrough-captures-4 = Không được nhảy qua một quân hai lần. Quân bị ăn chỉ rời bàn cờ khi nước đi kết thúc, nên chúng vẫn chắn đường.
rules-breakthrough-captures-diagram-1 = Quân ở 37 ăn 32, rồi lùi lại ăn 33: 37x28x39.
rules-breakthrough-precedence-1 = Bạn phải chọn cách ăn được nhiều quân nhất.
rules-breakthrough-precedence-2 = Nếu nhiều cách ăn được cùng số quân, bạn tự do chọn một trong số đó.
rules-breakthrough-precedence-diagram-1 = Trắng phải đi 39x28x19 và ăn hai quân thường. Không được ăn một quân thường bằng 36x27.
rules-breakthrough-crowning-1 = Quân thường kết thúc nước đi ở hàng cuối cùng thì được phong vua, và người chơi có quân đó thắng ván cờ ngay lập tức.
rules-breakthrough-crowning-2 = Quân thường chỉ đi qua hàng cuối trong lúc ăn quân, và phải ăn tiếp, thì vẫn là quân thường: điều đó không đem lại chiến thắng.
rules-breakthrough-crowning-diagram-1 = Quân ở 7 đi tới 2 và được phong vua: Trắng thắng.
rules-breakthrough-crowning-diagram-2 = Quân ở 11 đi qua 2 và dừng ở 13: 11x2x13. Nó vẫn là quân thường, và ván cờ tiếp tục.
rules-breakthrough-draws-1 = Người đầu tiên phong được vua sẽ thắng. Người không còn nước đi thì thua.
rules-breakthrough-draws-2 = Trong lúc chơi không có hòa, trừ khi thỏa thuận: mỗi nước đi hoặc đưa một quân thường tiến lên, hoặc ăn quân, nên không thế cờ nào lặp lại.
rules-breakthrough-notation-1 = Các ô tối được đánh số từ 1 đến 50. Ô 1 ở góc trên bên trái khi nhìn bàn cờ từ phía Trắng. Số tăng từ trái sang phải, hết hàng này sang hàng khác, tới 50 ở góc dưới bên phải.
rules-breakthrough-notation-2 = Nước đi được viết là 32-28. Nước ăn được viết là 28x19, kèm mọi ô dừng khi cần: 37x28x39.
