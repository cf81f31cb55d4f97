# Giao diện trò chơi bằng tiếng Việt. Các thông điệp và biến giống với
# www/locales/en/main.ftl (bài kiểm tra tương ứng trong www/src/i18n.rs kiểm tra điều này).
# Tiếng Việt không chia số nhiều.

## Ngôn ngữ

language-name = Tiếng Việt
language = Ngôn ngữ

## Trang trước và quanh trò chơi

title = Cờ đam
manifest-description = Chơi cờ đam với máy hoặc với bạn bè, sáu biến thể. Chơi được cả khi không có mạng.
loading = Đang tải…
startup-failed = Không thể khởi động trò chơi: { $error }
startup-too-old = trình duyệt này quá cũ (thiếu các lệnh vectơ của WebAssembly). Hãy cập nhật trình duyệt, hoặc dùng Chrome, Firefox, Safari hay Edge bản mới.
board-label = Bàn cờ đam

## Nút và công tắc

new-game = Ván mới
rematch = Tái đấu
undo = Hoàn tác
redo = Làm lại
flip = Xoay bàn cờ
hint = Gợi ý
offer-draw = Đề nghị hòa
resign = Xin thua
yes = Có
no = Không
start = Bắt đầu
cancel = Hủy
coordinates = Hiện tên các ô
turn-board = Xoay bàn cờ sau mỗi nước
sound = Âm thanh
board-theme = Bàn cờ
moves = Các nước đi
analyse = Phân tích
review-game = Đánh giá ván cờ
analysing = Đang phân tích…
analysis-paused = Phân tích sẽ tiếp tục khi đến lượt bạn.
analysis-over = Ván cờ đã kết thúc: không còn gì để phân tích.
eval-bar-label = Đánh giá thế cờ: phần của Trắng
best-line = Biến tốt nhất
back-to-game = Quay lại ván cờ
previous-move = Nước trước
next-move = Nước sau

## Ván mới

variant = Biến thể
opponent = Đối thủ
level = Cấp độ
your-colour = Màu của bạn
time-per-move = Thời gian mỗi nước
computer-level = Cấp độ của máy
clock = Đồng hồ
no-clock = Không đồng hồ
by-lot = Bốc thăm
computer = Máy tính
two-players = Hai người chơi trên thiết bị này
color-white = Trắng
color-black = Đen

## Biến thể

# The groups of a rule-set chooser, by the board.
board-diagonal-8 = Bàn cờ 8x8
board-diagonal-10 = Bàn cờ 10x10
board-diagonal-12 = Bàn cờ 12x12
board-straight-8 = Bàn cờ 8x8, đi ngang dọc
variant-brazilian = Cờ đam Brazil
variant-russian = Cờ đam Nga
variant-international = Cờ đam quốc tế (10x10)
variant-english = Cờ đam Anh (checkers)
variant-spanish = Cờ đam Tây Ban Nha
variant-turkish = Cờ đam Thổ Nhĩ Kỳ
variant-italian = Cờ đam Ý
variant-czech = Cờ đam Séc
variant-pool = Cờ đam pool (Mỹ)
variant-thai = Cờ đam Thái (mak-hos)
variant-antidraughts = Cờ đam ngược (thua là thắng)
variant-breakthrough = Cờ đam đột phá

## Giao diện bàn cờ

theme-wood = Gỗ
theme-contrast = Tương phản cao
theme-tournament = Xanh thi đấu

## Các cấp độ của máy

level-name-1 = Người mới
level-name-2 = Tập chơi
level-name-3 = Nghiệp dư
level-name-4 = Kỳ thủ câu lạc bộ
level-name-5 = Kỳ thủ câu lạc bộ mạnh
level-name-6 = Chuyên gia
level-name-7 = Kiện tướng
level-name-8 = Toàn lực
level-manner-1 = hay đi nước hớ
level-manner-2 = hay đi nước hớ
level-manner-3 = còn mắc lỗi
level-manner-4 = còn mắc lỗi
level-manner-5 = chơi tốt tàn cuộc
level-manner-6 = không cố ý đi sai
level-sight =
    nhìn trước { $depth ->
        [1] một nước
        [2] hai nước
        [3] ba nước
        [4] bốn nước
        [5] năm nước
        [6] sáu nước
        [7] bảy nước
        [8] tám nước
       *[other] { $depth } nước
    }
level-description = { $level } · { $name }: { $sight }, { $manner }
level-description-plain = { $level } · { $name }: { $sight }
level-description-unlimited = { $level } · { $name }: suy nghĩ trong khoảng thời gian bạn cho phép
level-label = { $level } · { $name }
level-setup = cấp { $level } ({ $name })
level-setup-timed = cấp { $level } ({ $name }, { $seconds } giây mỗi nước)
seconds-a-move = { $seconds } giây mỗi nước
level-change = cấp { $from } → { $to }

## Dòng ván cờ và dòng trạng thái

setup-vs-computer =
    { $human ->
        [white] Bạn: Trắng · Máy: Đen, { $level }
       *[black] Bạn: Đen · Máy: Trắng, { $level }
    }
setup-two-players = Hai người chơi: Trắng và Đen
status-computer-thinking = Máy đang suy nghĩ…
status-computer-to-move =
    { $color ->
        [white] Lượt Trắng (máy)
       *[black] Lượt Đen (máy)
    }
status-your-move =
    { $color ->
        [white] Lượt của bạn (Trắng)
       *[black] Lượt của bạn (Đen)
    }
status-to-move =
    { $color ->
        [white] Lượt Trắng
       *[black] Lượt Đen
    }
last-move = Nước vừa đi: { $move }
thinking = Đang suy nghĩ…
thinking-depth = Đang suy nghĩ… độ sâu { $depth }

## Các con số của máy

engine-line = Độ sâu { $depth } · { $eval }
engine-line-speed = Độ sâu { $depth } · { $eval } · { $speed }
analysis-depth = Độ sâu { $depth }
analysis-depth-speed = Độ sâu { $depth } · { $speed }
eval-men = { $sign }{ NUMBER($men, minimumFractionDigits: 2, maximumFractionDigits: 2) }
eval-wins =
    { $winner ->
        [white] Trắng thắng
       *[black] Đen thắng
    }
eval-wins-in =
    { $winner ->
        [white] Trắng thắng sau { $moves } nước
       *[black] Đen thắng sau { $moves } nước
    }
speed-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } triệu thế cờ/giây
speed-thousands = { NUMBER($thousands, maximumFractionDigits: 0) } nghìn thế cờ/giây

## Xem lại các nước đi

viewing-move = Đang xem nước { $number }: { $move }
viewing-reply = Đang xem nước { $number }… { $move }
viewing-start = Đang xem thế cờ ban đầu

## Đồng hồ

time-control = { NUMBER($minutes) } phút
time-control-increment = { NUMBER($minutes) } phút + { $increment } giây mỗi nước

## Câu hỏi và trả lời

question-resign =
    { $side ->
        [white] Xin thua? Trắng thua ván này.
       *[black] Xin thua? Đen thua ván này.
    }
question-offer-draw = Đề nghị hòa với máy?
question-draw-offered =
    { $by ->
        [white] Trắng đề nghị hòa. Đen có đồng ý không?
       *[black] Đen đề nghị hòa. Trắng có đồng ý không?
    }
question-computer-offers-draw = Máy đề nghị hòa. Bạn có đồng ý không?
question-open-past-game = Mở ván cũ này? Ván đang chơi của bạn sẽ bị thay thế.
question-open-link = Mở ván cờ từ liên kết? Ván đang chơi của bạn sẽ bị thay thế.
question-hint-unrates = Ván này được tính hệ số: dùng gợi ý thì ván sẽ không tính hệ số. Hiện gợi ý?
question-analysis-unrates = Ván này được tính hệ số: bật phân tích của máy thì ván sẽ không tính hệ số. Bật phân tích?
answer-keep-playing = Chơi tiếp
answer-accept = Đồng ý
answer-decline = Từ chối
answer-open-past-game = Mở ván cũ
answer-open-link = Mở liên kết
answer-keep-my-game = Giữ ván của tôi

## Ván cờ kết thúc thế nào

outcome-no-moves =
    { $winner ->
        [white] Trắng thắng: Đen hết nước đi.
       *[black] Đen thắng: Trắng hết nước đi.
    }
outcome-gave-away =
    { $winner ->
        [white] Trắng thắng: Trắng hết nước đi.
       *[black] Đen thắng: Đen hết nước đi.
    }
outcome-crowned =
    { $winner ->
        [white] Trắng thắng: Trắng phong vua đầu tiên.
       *[black] Đen thắng: Đen phong vua đầu tiên.
    }
outcome-resignation =
    { $winner ->
        [white] Trắng thắng: Đen xin thua.
       *[black] Đen thắng: Trắng xin thua.
    }
outcome-time =
    { $winner ->
        [white] Trắng thắng: Đen hết giờ.
       *[black] Đen thắng: Trắng hết giờ.
    }
draw-repetition = Hòa: cùng một thế cờ lặp lại ba lần.
draw-king-moves = Hòa: đã quá lâu chỉ có vua di chuyển mà không ăn quân.
draw-lone-king = Hòa: quân vua đơn độc đã cầm cự được.
draw-kings-ending = Hòa: không có tiến triển trong tàn cuộc mà cả hai bên đều có vua.
draw-one-piece-each = Hòa: mỗi bên chỉ còn một quân.
draw-agreement = Hòa: hai bên đã thỏa thuận.

## Bộ đếm của luật hòa

draw-countdown = Hòa sau { $moves } nước.
draw-countdown-king-moves = Hòa sau { $moves } nước, trừ khi có quân thường di chuyển hoặc có quân bị ăn.
draw-countdown-lone-king = Hòa sau { $moves } nước, trừ khi có quân bị ăn.
draw-countdown-kings-ending = Hòa sau { $moves } nước, trừ khi có quân bị ăn hoặc được phong vua.

## Vì sao nhấn vào bàn cờ không có tác dụng

refusal-capture-compulsory = Bắt buộc phải ăn quân.
refusal-stop-on-capture = Bắt buộc phải ăn quân: quân này chỉ được dừng ở một ô trên đường ăn của nó.
refusal-most-pieces = Bắt buộc phải ăn quân, và phải ăn được nhiều quân nhất: { $pieces }.
refusal-most-pieces-kings = Bắt buộc phải ăn quân, và phải ăn được nhiều quân nhất: { $pieces }, rồi nhiều vua nhất: { $kings }.
refusal-blocked = Quân này không đi được.
refusal-not-your-piece = Đây không phải quân của bạn.
refusal-choose-path = Có nhiều đường ăn kết thúc ở ô đó: hãy nhấn lần lượt từng ô trên đường đi.

## Ghi chú dưới dòng trạng thái

notice-computer-to-move = Chờ đã: đang là lượt của máy.
notice-game-over = Ván cờ đã kết thúc. Hãy bắt đầu ván mới hoặc hoàn tác.
notice-draw-declined = Máy từ chối hòa.
notice-save-unreadable = Không đọc được ván đã lưu, nên một ván mới đã bắt đầu.
notice-bad-link = Không mở được thế cờ trong liên kết ({ $why }).
notice-puzzles-unavailable = Không tải được câu đố ({ $why }).
notice-puzzles-all-solved = Bạn đã giải hết câu đố của biến thể này.
notice-engine-failed = Máy đã ngừng hoạt động: { $why }
notice-hint = Gợi ý: { $move }
notice-no-hint = Không có gợi ý ở thế cờ này.
notice-records-unreadable = Không đọc được hồ sơ của bạn; hồ sơ cũ đã được cất riêng và một hồ sơ mới đã được tạo.
notice-records-not-saved = Không lưu được hồ sơ của bạn: bộ nhớ của trình duyệt đã đầy. Những gì đã lưu trước đó vẫn còn.
notice-imported = Đã nhập { $profiles } người chơi và { $games } ván.
notice-import-refused = Tệp không được nhập: { $reason }. Không có gì thay đổi.
notice-viewing = Bạn đang xem một thế cờ trước đó: hãy quay lại ván cờ để chơi.
notice-replaying = Ván cờ đang được xem lại: hãy duyệt qua các nước đi, hoặc chọn cách chơi tiếp từ thế cờ đang hiển thị.
import-unreadable = không phải tệp hồ sơ ({ $why })
import-newer-format = được ghi bởi phiên bản mới hơn của trò chơi (định dạng { $format })
import-bad-game = ván { $id }: { $why }
import-unknown-player = một ván có người chơi không xác định: { $id }
import-duplicate = { $id } xuất hiện hai lần
import-unknown-lesson = có một bài học mà trò chơi không có: { $lesson }

## Bảng xếp hạng và lịch sử

leaderboard = Bảng xếp hạng
close = Đóng
settings = Cài đặt
menu = Menu
rules-unavailable = Không tải được luật chơi: hãy kiểm tra kết nối rồi mở lại.
coordinates-open = Luyện tọa độ
coordinates-drill = Bài tập
coordinates-find = Nhấn vào ô được gọi tên
coordinates-name = Gọi tên ô được đánh dấu
coordinates-intro = Học tên các ô: bạn trả lời đúng được bao nhiêu ô trong 30 giây?
coordinates-click = Nhấn vào ô { $square }
coordinates-which = Ô nào đang được đánh dấu?
coordinates-right = Đúng rồi!
coordinates-wrong = Sai: đó là ô { $square }
coordinates-score = { $right } đúng · { $wrong } sai · còn { $seconds } giây
coordinates-over = Hết giờ: { $right } đúng, { $wrong } sai.
coordinates-best = Kỷ lục: { $best }
export-records = Xuất hồ sơ
import-records = Nhập hồ sơ
export-file-name = co-dam-ho-so.json
no-games-yet = Chưa có ván nào kết thúc ở biến thể này.
standings-empty = Chưa có ai trong bảng xếp hạng của biến thể này: hãy chơi hết một ván với máy hoặc với bạn bè để có tên ở đây.
history = Các ván của bạn
players = Người chơi
profile-white = Bạn: đấu với máy, và cầm Trắng khi hai người chơi
profile-black = Người chơi kia: cầm Đen khi hai người chơi
profile-name = Tên
rename = Đổi tên
add-profile = Thêm người chơi
default-profile = Người chơi
second-profile = Người chơi 2
heading-player = Người chơi
heading-rating = Hệ số
heading-won = Thắng
heading-drawn = Hòa
heading-lost = Thua
heading-streak = Chuỗi thắng (tốt nhất)
heading-best-level = Cấp cao nhất đã thắng
rating = { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } ± { NUMBER($margin, maximumFractionDigits: 0) }
computer-at-level = Máy (cấp { $level })
history-line =
    { $date } · { $result ->
        [won] Thắng
        [lost] Thua
       *[drawn] Hòa
    } trước { $opponent }, cầm quân { $colour ->
        [white] Trắng
       *[black] Đen
    }, { $moves } nước, { $ending }
history-line-unrated =
    { $date } · { $result ->
        [won] Thắng
        [lost] Thua
       *[drawn] Hòa
    } trước { $opponent }, cầm quân { $colour ->
        [white] Trắng
       *[black] Đen
    }, { $moves } nước, { $ending }, không tính hệ số
ending-no-moves = hết nước đi
ending-gave-away = bên thắng hết nước đi
ending-crowned = vua đầu tiên
ending-resignation = xin thua
ending-time = hết giờ
ending-agreement = hòa thỏa thuận
ending-draw-rule = luật hòa

## The rules page (rules.ftl holds its text): the header's button, a diagram's name for screen readers.

rules-open = Luật chơi
learn-open = Bài học
puzzles-open = Câu đố
rules-diagram-label = Sơ đồ: { $caption }

## Chơi bằng bàn phím và trình đọc màn hình

theme-colour-safe = Dành cho người mù màu
type-move = Nhập nước đi
play-typed-move = Đi
describe-position = Mô tả thế cờ
keyboard-help = Trên bàn cờ: các phím mũi tên di chuyển con trỏ, Enter hoặc Space nhấc quân lên và đi, Escape đặt quân xuống lại, D mô tả thế cờ.
new-position = Trên bàn cờ là một thế cờ mới.
list-and = { $rest } và { $last }
list-or = { $rest } hoặc { $last }
spoken-mover =
    { $king ->
        [yes]
            { $color ->
                [white] Vua Trắng
               *[black] Vua Đen
            }
       *[no]
            { $color ->
                [white] Trắng
               *[black] Đen
            }
    }
spoken-step = { $mover } đi { $from } đến { $to }
spoken-capture = { $mover } ăn từ { $from } đến { $to }, quân bị ăn ở { $taken }
spoken-move = { $move }.
spoken-crowned = { $move }, được phong vua.
moves-played = Đã đi { $count } nước.
moves-taken-back = Đã hoàn tác { $count } nước.
color-to-move =
    { $color ->
        [white] Lượt Trắng.
       *[black] Lượt Đen.
    }
side-men =
    { $count ->
        [0] không có quân thường
       *[other] quân thường ở { $squares }
    }
side-kings =
    { $count ->
        [0] không có vua
       *[other] vua ở { $squares }
    }
side-pieces =
    { $color ->
        [white] Trắng: { $men }; { $kings }
       *[black] Đen: { $men }; { $kings }
    }
position-text =
    { $color ->
        [white] Lượt Trắng. { $white }. { $black }.
       *[black] Lượt Đen. { $white }. { $black }.
    }
cursor-light-square = Ô sáng
cursor-light = ô sáng
cursor-empty = trống
cursor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] vua trắng
               *[black] vua đen
            }
       *[no]
            { $color ->
                [white] quân thường trắng
               *[black] quân thường đen
            }
    }
cursor-square = { $name }, { $what }
cursor-picked-up = { $square }, đã nhấc quân lên
cursor-can-move-here = { $square }, đi được tới đây
entry-example = Ví dụ: { $move }.
entry-empty = Hãy nhập nước đi trước đã.
entry-not-a-move = “{ $text }” không phải là nước đi: hãy viết các ô nối với nhau bằng - (hoặc x khi ăn quân).
entry-not-a-square = “{ $name }” không phải là ô đi được trên bàn cờ này.
entry-no-piece = Không có quân nào ở { $name }.
entry-illegal = { $text } không phải là nước đi hợp lệ ở đây.
entry-ambiguous = Có nhiều cách ăn phù hợp: hãy nhập cả đường đi, { $paths }.

## Trình chỉnh sửa thế cờ

edit-position = Sửa thế cờ
editor-palette = Quân để đặt
side-to-move = Lượt đi
clear-board = Xóa hết
start-position = Thế cờ ban đầu
fen = FEN
play-from-here = Chơi từ đây
editor-help = Nhấn vào một ô để đặt quân đã chọn, nhấn lại hoặc nhấn chuột phải để bỏ quân, kéo một quân để di chuyển nó.
eraser = Tẩy
editor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] Vua trắng
               *[black] Vua đen
            }
       *[no]
            { $color ->
                [white] Quân thường trắng
               *[black] Quân thường đen
            }
    }
editor-unreadable = Không đọc được FEN này: { $why }.
editor-man-on-crowning-row = Quân thường không thể đứng ở { $square }: tới ô đó thì nó đã phải được phong vua.
editor-too-many-pieces =
    { $color ->
        [white] Trắng không thể có quá { $count } quân, tức số quân lúc đầu ván.
       *[black] Đen không thể có quá { $count } quân, tức số quân lúc đầu ván.
    }
editor-no-pieces =
    { $color ->
        [white] Trắng không có quân nào.
       *[black] Đen không có quân nào.
    }
editor-nothing-to-move =
    { $color ->
        [white] Đến lượt Trắng nhưng Trắng không có nước đi: ván cờ coi như đã kết thúc.
       *[black] Đến lượt Đen nhưng Đen không có nước đi: ván cờ coi như đã kết thúc.
    }
editor-ready =
    { $color ->
        [white] Sẵn sàng chơi: lượt Trắng.
       *[black] Sẵn sàng chơi: lượt Đen.
    }

## Biên bản ván cờ (PDN), xem lại ván, chia sẻ

# Thẻ Event của ván chơi trên trang này, được ghi vào các tệp PDN xuất ra.
pdn-event = Ván giao hữu
game-record = Biên bản ván cờ
pdn-export-title = Lưu ván cờ này
copy-pdn = Sao chép PDN
download-pdn = Tải xuống .pdn
pdn-import-title = Mở một ván cờ
pdn-paste-label = Dán văn bản PDN
pdn-read-text = Đọc văn bản
pdn-choose-file = Chọn tệp…
pdn-drop-hint = hoặc thả một tệp .pdn vào trang.
pdn-rules = Luật chơi
pdn-open-game = Mở ván cờ
# Hiện ra dưới dạng $why trong pdn-refused.
pdn-no-game = không tìm thấy ván nào trong văn bản
pdn-copied = Đã sao chép PDN của ván cờ.
pdn-downloaded = Đã lưu tệp .pdn.
copy-refused = Trình duyệt không cho sao chép; hãy chọn văn bản và tự sao chép.
share = Chia sẻ
copy-fen = Sao chép FEN
link-copied = Đã sao chép liên kết của ván cờ.
fen-copied = Đã sao chép FEN của thế cờ.
replay-first = Thế cờ đầu tiên
replay-back = Nước trước
replay-forward = Nước sau
replay-last = Thế cờ cuối cùng
continue-computer = Chơi tiếp với máy
continue-person = Chơi tiếp hai người
replay-analyse = Phân tích tại đây
shared-game = Ván cờ được chia sẻ
delete-profile = Xóa người chơi
delete = Xóa
keep = Giữ lại
last-profile = Không thể xóa người chơi cuối cùng.
# Một ván trong tệp đã nhập: "3. Ann – Bob, 2-0, 42 nước".
pdn-summary = { $number }. { $white } – { $black }, { $result }, { $moves } nước
pdn-reading = Đang đọc… { $percent }%
pdn-read =
    { $games ->
        [1] { $games } ván.
       *[other] { $games } ván: hãy chọn một ván.
    }
# $why cho biết phần nào không đọc được và ở đâu (ván, dòng, nước đi); có thể bằng tiếng Anh.
pdn-refused = Không mở được ({ $why }). Không có gì thay đổi.
replay-title = { $white } – { $black } · { $result }
replay-place = nước { $number } / { $total }
pdn-guess-only = Tệp không ghi luật chơi. Chỉ có thể xem lại ván này theo luật sau: { $variant }.
pdn-guess-several = Tệp không ghi luật chơi. Có thể xem lại ván này theo mọi luật sau: { $variants }. Đề xuất: { $variant }; hãy chọn luật khác nếu chưa đúng.
pdn-guess-none = Tệp không ghi luật chơi, và không thể xem lại ván này theo luật nào được chơi ở đây.
pdn-guess-not-on-page = Tệp không ghi luật chơi. Chỉ có thể xem lại ván này theo luật sau, hiện chưa được chơi ở đây: { $variants }.
delete-profile-question =
    { $games ->
        [0] Xóa { $name } khỏi hồ sơ? Người này chưa có ván nào.
       *[other] Xóa { $name } cùng { $games } ván của họ khỏi hồ sơ?
    }
