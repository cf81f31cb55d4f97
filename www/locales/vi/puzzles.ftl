## Câu đố: các thế cờ lấy từ chính các ván của máy, trong đó một biến đi thắng quân hoặc thắng
## ván, mỗi lượt chỉ có một nước tốt. Hệ số câu đố của người chơi thay đổi sau mỗi lần giải đầu tiên.
## Tiếng Việt không chia số nhiều: số đứng trước danh từ, không cần chọn dạng.

# "Cờ đam Nga: câu đố"
puzzles-heading = { $name }: câu đố
# Thành tích của người chơi: "Hệ số câu đố của bạn: 1523 (± 120) · đã giải 12 · chuỗi dài nhất 4".
puzzles-rating = Hệ số câu đố của bạn: { NUMBER($rating, useGrouping: "false") } (± { $deviation }) · đã giải { $solved } · chuỗi dài nhất { $streak }
# Câu đố đang hiện: "Câu đố 12 · hệ số 1450".
puzzles-info = Câu đố { $id } · hệ số { NUMBER($rating, useGrouping: "false") }
# Các chủ đề, sau puzzles-info: "Đòn phối hợp, Đột phá phong vua".
puzzles-themes = Chủ đề: { $themes }
puzzles-theme-shot = Đòn phối hợp
puzzles-theme-crown = Đột phá phong vua
puzzles-theme-endgame = Tàn cuộc
puzzles-task = Lượt { $side }: hãy tìm biến thắng.
# Lần giải không được tính vào hệ số (đã thử trước đó).
puzzles-unrated = Bạn đã thử câu này trước đây: lần này không tính vào hệ số.
puzzles-streak = Chuỗi: đã giải { $count } câu
puzzles-right = Đúng rồi: hãy đi tiếp.
puzzles-solved = Đã giải xong!
puzzles-failed = { $move } chưa phải nước cần tìm. Lời giải: { $solution }.
puzzles-streak-over = Chuỗi kết thúc: đã giải { $count } câu.
puzzles-next = Câu đố tiếp theo
puzzles-retry = Thử lại
puzzles-streak-start = Bắt đầu chuỗi
puzzles-leave = Quay lại ván cờ
