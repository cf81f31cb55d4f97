## Đánh giá ván cờ: máy xem lại mọi thế cờ của một ván đã kết thúc, chấm mỗi nước đi theo
## cơ hội thắng mà nó đánh mất, và chỉ ra nước tốt hơn nếu có.

review-heading = Đánh giá ván cờ
# Đang đánh giá: lần lượt từng thế cờ.
review-progress = Đang đánh giá thế cờ { $done }/{ $total }…
review-stop = Dừng
# Máy đã tính sâu đến đâu, ghi bên dưới.
review-budget = Với mỗi thế cờ của ván, máy đã xét { $nodes } thế cờ.
# Tóm tắt của một bên: "Trắng: độ chính xác 87%, 1 sai lầm, 2 sai lầm nghiêm trọng".
# Tiếng Việt không chia số nhiều: chỉ có [other].
review-side = { $side }: độ chính xác { $accuracy }%
review-inaccuracies =
    { $count ->
       *[other] { $count } nước không chính xác
    }
review-mistakes =
    { $count ->
       *[other] { $count } sai lầm
    }
review-blunders =
    { $count ->
       *[other] { $count } sai lầm nghiêm trọng
    }
review-mark-inaccuracy = Không chính xác
review-mark-mistake = Sai lầm
review-mark-blunder = Sai lầm nghiêm trọng
# Nước đi đang xem và lời đánh giá: "12. 22-18: Sai lầm nghiêm trọng. Cơ hội thắng 64% → 21%."
review-move = { $move }: { $verdict }. Cơ hội thắng { $before }% → { $after }%.
review-good = Nước đi tốt
review-better = Nước tốt hơn là { $better } (biến của máy: { $line }).
review-graph = Cơ hội thắng của Trắng trong suốt ván (phần trên là của Trắng). Nhấn vào một điểm để xem nước đi đó.
review-pick = Chọn một nước trong danh sách hoặc trên biểu đồ để xem nó được đánh giá thế nào.

## Học từ sai lầm: lần lượt từng sai lầm của người chơi trong ván vừa đánh giá.

review-learn = Học từ sai lầm của bạn
mistakes-progress = Sai lầm { $at }/{ $total }
# Sai lầm trên bàn cờ: "12. 22-18: Sai lầm nghiêm trọng. Hãy tìm nước tốt hơn cho Trắng."
mistakes-find = { $move }: { $mark }. Hãy tìm nước tốt hơn cho { $side }.
mistakes-checking = Đang kiểm tra { $move }…
mistakes-best = { $move } chính là nước của máy. Tìm hay lắm!
mistakes-good = { $move } cũng tốt: vẫn giữ được cơ hội của bạn.
mistakes-no-better = { $move } không tốt hơn. Hãy thử lại.
mistakes-shown = Nước của máy là { $best } (biến: { $line }).
mistakes-next = Sai lầm tiếp theo
mistakes-last = Đó là sai lầm cuối cùng của bạn trong ván này.
mistakes-leave = Quay lại phần đánh giá
