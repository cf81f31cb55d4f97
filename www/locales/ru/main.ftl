# Интерфейс игры по-русски. Сообщения и переменные те же, что в www/locales/en/main.ftl
# (это проверяет тест в www/src/i18n.rs). Формы чисел: [one] 1, 21; [few] 2–4, 22–24;
# [many] 5–20, 25–30; дробные — по умолчанию.

## Язык

language-name = Русский
language = Язык

## Страница до игры и вокруг неё

title = Шашки
manifest-description = Шашки с компьютером или с другом, шесть вариантов. Работает без интернета.
loading = Загрузка…
startup-failed = Не удалось запустить игру: { $error }
startup-too-old = этот браузер слишком старый (в нём нет векторных инструкций WebAssembly). Обновите его или откройте игру в современном Chrome, Firefox, Safari или Edge.
board-label = Шашечная доска

## Кнопки и переключатели

new-game = Новая игра
rematch = Реванш
undo = Отменить ход
redo = Вернуть ход
flip = Перевернуть доску
hint = Подсказка
offer-draw = Предложить ничью
resign = Сдаться
yes = Да
no = Нет
start = Начать
cancel = Отмена
coordinates = Показывать названия полей
turn-board = Поворачивать доску после каждого хода
sound = Звук
board-theme = Доска
moves = Ходы
analyse = Анализ
review-game = Разобрать партию
analysing = Идёт анализ…
analysis-paused = Анализ продолжится, когда будет ваш ход.
analysis-over = Партия окончена: анализировать нечего.
eval-bar-label = Оценка, доля белых
best-line = Лучший вариант
back-to-game = Вернуться к партии
previous-move = Предыдущий ход
next-move = Следующий ход

## Новая игра

variant = Вариант
opponent = Соперник
level = Уровень
your-colour = Ваш цвет
time-per-move = Время на ход
computer-level = Уровень компьютера
clock = Часы
no-clock = Без часов
by-lot = По жребию
computer = Компьютер
two-players = Вдвоём на одном устройстве
color-white = Белые
color-black = Чёрные

## Варианты

# Группы в списке вариантов, по доске.
board-diagonal-8 = Доска 8x8
board-diagonal-10 = Доска 10x10
board-diagonal-12 = Доска 12x12
board-straight-8 = Доска 8x8, ходы по вертикали и горизонтали
variant-brazilian = Бразильские шашки
variant-russian = Русские шашки
variant-international = Международные шашки (10x10)
variant-english = Английские шашки (чекерс)
variant-spanish = Испанские шашки
variant-turkish = Турецкие шашки
variant-italian = Итальянские шашки
variant-czech = Чешские шашки
variant-pool = Пул чекерс
variant-thai = Тайские шашки (мак-хос)
variant-antidraughts = Поддавки
variant-breakthrough = Прорыв

## Оформление доски

theme-wood = Дерево
theme-contrast = Высокий контраст
theme-tournament = Турнирный зелёный

## Уровни компьютера

level-name-1 = Новичок
level-name-2 = Начинающий
level-name-3 = Любитель
level-name-4 = Клубный игрок
level-name-5 = Сильный клубный игрок
level-name-6 = Эксперт
level-name-7 = Мастер
level-name-8 = Максимальная сила
level-manner-1 = часто зевает
level-manner-2 = часто зевает
level-manner-3 = ошибается
level-manner-4 = ошибается
level-manner-5 = хорошо играет окончания
level-manner-6 = без намеренных ошибок
level-sight =
    видит на { $depth ->
        [1] один ход
        [2] два хода
        [3] три хода
        [4] четыре хода
        [5] пять ходов
        [6] шесть ходов
        [7] семь ходов
        [8] восемь ходов
       *[other] { $depth } { $depth ->
            [one] ход
            [few] хода
            [many] ходов
           *[other] хода
        }
    } вперёд
level-description = { $level } · { $name }: { $sight }, { $manner }
level-description-plain = { $level } · { $name }: { $sight }
level-description-unlimited = { $level } · { $name }: думает столько, сколько вы позволите
level-label = { $level } · { $name }
level-setup = уровень { $level } ({ $name })
level-setup-timed = уровень { $level } ({ $name }, { $seconds } с на ход)
seconds-a-move = { $seconds } с на ход
level-change = уровень { $from } → { $to }

## Строка партии и строка состояния

setup-vs-computer =
    { $human ->
        [white] Вы: белые · Компьютер: чёрные, { $level }
       *[black] Вы: чёрные · Компьютер: белые, { $level }
    }
setup-two-players = Два игрока: белые и чёрные
status-computer-thinking = Компьютер думает…
status-computer-to-move =
    { $color ->
        [white] Ход белых (компьютер)
       *[black] Ход чёрных (компьютер)
    }
status-your-move =
    { $color ->
        [white] Ваш ход (белые)
       *[black] Ваш ход (чёрные)
    }
status-to-move =
    { $color ->
        [white] Ход белых
       *[black] Ход чёрных
    }
last-move = Последний ход: { $move }
thinking = Расчёт…
thinking-depth = Расчёт… глубина { $depth }

## Цифры движка

engine-line = Глубина { $depth } · { $eval }
engine-line-speed = Глубина { $depth } · { $eval } · { $speed }
analysis-depth = Глубина { $depth }
analysis-depth-speed = Глубина { $depth } · { $speed }
eval-men = { $sign }{ NUMBER($men, minimumFractionDigits: 2, maximumFractionDigits: 2) }
eval-wins =
    { $winner ->
        [white] Белые выигрывают
       *[black] Чёрные выигрывают
    }
eval-wins-in =
    { $winner ->
        [white] Белые выигрывают за { $moves } { $moves ->
            [one] ход
            [few] хода
            [many] ходов
           *[other] хода
        }
       *[black] Чёрные выигрывают за { $moves } { $moves ->
            [one] ход
            [few] хода
            [many] ходов
           *[other] хода
        }
    }
speed-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } млн позиций/с
speed-thousands = { NUMBER($thousands, maximumFractionDigits: 0) } тыс. позиций/с

## Просмотр ходов

viewing-move = Просмотр хода { $number }: { $move }
viewing-reply = Просмотр хода { $number }… { $move }
viewing-start = Просмотр начальной позиции

## Часы

time-control = { NUMBER($minutes) } мин
time-control-increment = { NUMBER($minutes) } мин + { $increment } с на ход

## Вопросы и ответы

question-resign =
    { $side ->
        [white] Сдаться? Белые проиграют партию.
       *[black] Сдаться? Чёрные проиграют партию.
    }
question-offer-draw = Предложить компьютеру ничью?
question-draw-offered =
    { $by ->
        [white] Белые предлагают ничью. Чёрные, вы согласны?
       *[black] Чёрные предлагают ничью. Белые, вы согласны?
    }
question-computer-offers-draw = Компьютер предлагает ничью. Вы согласны?
question-open-past-game = Открыть эту партию из истории? Она заменит текущую.
question-open-link = Открыть партию по ссылке? Она заменит текущую.
question-hint-unrates = Эта партия идёт в рейтинг: после подсказки она будет без рейтинга. Показать подсказку?
question-analysis-unrates = Эта партия идёт в рейтинг: с компьютерным анализом она будет без рейтинга. Включить анализ?
answer-keep-playing = Продолжить игру
answer-accept = Принять
answer-decline = Отклонить
answer-open-past-game = Открыть партию
answer-open-link = Открыть ссылку
answer-keep-my-game = Продолжить свою партию

## Чем кончилась партия

outcome-no-moves =
    { $winner ->
        [white] Белые выиграли: у чёрных нет ходов.
       *[black] Чёрные выиграли: у белых нет ходов.
    }
outcome-gave-away =
    { $winner ->
        [white] Белые выиграли: у белых не осталось ходов.
       *[black] Чёрные выиграли: у чёрных не осталось ходов.
    }
outcome-crowned =
    { $winner ->
        [white] Белые выиграли: белые первыми прошли в дамки.
       *[black] Чёрные выиграли: чёрные первыми прошли в дамки.
    }
outcome-resignation =
    { $winner ->
        [white] Белые выиграли: чёрные сдались.
       *[black] Чёрные выиграли: белые сдались.
    }
outcome-time =
    { $winner ->
        [white] Белые выиграли: у чёрных кончилось время.
       *[black] Чёрные выиграли: у белых кончилось время.
    }
draw-repetition = Ничья: одна и та же позиция повторилась трижды.
draw-king-moves = Ничья: слишком долго ходили только дамки, без взятий.
draw-lone-king = Ничья: одинокая дамка устояла.
draw-kings-ending = Ничья: в окончании с дамками у обеих сторон слишком долго не было ни взятий, ни новых дамок.
draw-one-piece-each = Ничья: у каждой стороны по одной шашке.
draw-agreement = Ничья по соглашению.

## Счётчики правил ничьей

draw-countdown =
    Ничья через { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }.
draw-countdown-king-moves =
    Ничья через { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }, если не будет ни взятия, ни хода простой шашкой.
draw-countdown-lone-king =
    Ничья через { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }, если не будет взятия.
draw-countdown-kings-ending =
    Ничья через { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }, если не будет ни взятия, ни превращения в дамку.

## Почему щелчок по доске ничего не сделал

refusal-capture-compulsory = Бить обязательно.
refusal-stop-on-capture = Бить обязательно: эта шашка может остановиться только на одном из полей своего пути взятия.
refusal-most-pieces = Бить обязательно, причём наибольшее число шашек: { $pieces }.
refusal-most-pieces-kings = Бить обязательно, причём наибольшее число шашек: { $pieces }, а из них — наибольшее число дамок: { $kings }.
refusal-blocked = Этой шашке некуда ходить.
refusal-not-your-piece = Это не ваша шашка.
refusal-choose-path = Сюда ведут несколько путей взятия: нажмите на поля пути по очереди.

## Заметки под строкой состояния

notice-computer-to-move = Подождите: сейчас ход компьютера.
notice-game-over = Партия окончена. Начните новую игру или отмените ход.
notice-draw-declined = Компьютер отклоняет ничью.
notice-save-unreadable = Сохранённую партию не удалось прочитать, поэтому начата новая.
notice-bad-link = Не удалось открыть позицию из ссылки ({ $why }).
notice-puzzles-unavailable = Не удалось загрузить задачи ({ $why }).
notice-puzzles-all-solved = Вы решили все задачи этого варианта.
notice-engine-failed = Компьютер перестал работать: { $why }
notice-hint = Подсказка: { $move }
notice-no-hint = В этой позиции подсказки нет.
notice-records-unreadable = Ваши результаты не удалось прочитать: старые данные отложены, учёт начат заново.
notice-records-not-saved = Ваши результаты не удалось сохранить: хранилище браузера заполнено. Сохранённое раньше не потеряно.
notice-imported =
    Импортировано: { $profiles } { $profiles ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    } и { $games } { $games ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    }.
notice-import-refused = Файл не импортирован: { $reason }. Ничего не изменилось.
notice-viewing = Вы смотрите одну из прежних позиций: чтобы ходить, вернитесь к партии.
notice-replaying = Идёт просмотр партии: листайте ходы или выберите, как продолжить игру с показанной позиции.
import-unreadable = это не файл результатов ({ $why })
import-newer-format = записан более новой версией игры (формат { $format })
import-bad-game = партия { $id }: { $why }
import-unknown-player = в партии указан неизвестный игрок: { $id }
import-duplicate = { $id } встречается дважды
import-unknown-lesson = в файле указан урок, которого нет в игре: { $lesson }

## Таблица рейтинга и история партий

leaderboard = Рейтинг
close = Закрыть
settings = Настройки
menu = Меню
rules-unavailable = Не удалось загрузить правила: проверьте подключение и откройте их снова.
coordinates-open = Тренажёр координат
coordinates-drill = Упражнение
coordinates-find = Найти поле по названию
coordinates-name = Назвать отмеченное поле
coordinates-intro = Выучите названия полей: сколько верных ответов вы дадите за 30 секунд?
coordinates-click = Нажмите на поле { $square }
coordinates-which = Какое поле отмечено?
coordinates-right = Верно!
coordinates-wrong = Нет: это { $square }
coordinates-score =
    { $right } { $right ->
        [one] верный
       *[other] верных
    } · { $wrong } { $wrong ->
        [one] ошибка
        [few] ошибки
        [many] ошибок
       *[other] ошибки
    } · { $seconds ->
        [one] осталась
       *[other] осталось
    } { $seconds } с
coordinates-over =
    Время вышло: { $right } { $right ->
        [one] верный ответ
        [few] верных ответа
        [many] верных ответов
       *[other] верных ответа
    }, { $wrong } { $wrong ->
        [one] ошибка
        [few] ошибки
        [many] ошибок
       *[other] ошибки
    }.
coordinates-best = Рекорд: { $best }
export-records = Экспорт результатов
import-records = Импорт результатов
export-file-name = shashki-records.json
no-games-yet = В этом варианте ещё нет завершённых партий.
standings-empty = В рейтинге этого варианта пока никого нет: доиграйте партию с компьютером или с другом, чтобы попасть сюда.
history = Ваши партии
players = Игроки
profile-white = Вы: против компьютера, а при игре вдвоём — белыми
profile-black = Второй игрок: чёрными при игре вдвоём
profile-name = Имя
rename = Переименовать
add-profile = Добавить игрока
default-profile = Игрок
second-profile = Игрок 2
heading-player = Игрок
heading-rating = Рейтинг
heading-won = Победы
heading-drawn = Ничьи
heading-lost = Поражения
heading-streak = Серия (лучшая)
heading-best-level = Высший побеждённый уровень
rating = { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } ± { NUMBER($margin, maximumFractionDigits: 0) }
computer-at-level = Компьютер (уровень { $level })
history-line =
    { $date } · { $result ->
        [won] Победа
        [lost] Поражение
       *[drawn] Ничья
    } · соперник: { $opponent }, { $colour ->
        [white] белыми
       *[black] чёрными
    }, { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }, { $ending }
history-line-unrated =
    { $date } · { $result ->
        [won] Победа
        [lost] Поражение
       *[drawn] Ничья
    } · соперник: { $opponent }, { $colour ->
        [white] белыми
       *[black] чёрными
    }, { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }, { $ending }, без рейтинга
ending-no-moves = нет ходов
ending-gave-away = нет ходов у победителя
ending-crowned = первая дамка
ending-resignation = сдача
ending-time = истекло время
ending-agreement = ничья по соглашению
ending-draw-rule = правило ничьей

## The rules page (rules.ftl holds its text): the header's button, a diagram's name for screen readers.

rules-open = Правила
learn-open = Уроки
puzzles-open = Задачи
rules-diagram-label = Диаграмма: { $caption }

## Игра с клавиатуры и экранные дикторы

theme-colour-safe = Для дальтоников
type-move = Введите ход
play-typed-move = Сыграть
describe-position = Описать позицию
keyboard-help = На доске: стрелки двигают курсор, Enter или пробел выбирает шашку и делает ход, Escape отменяет выбор, D описывает позицию.
new-position = На доске новая позиция.
list-and = { $rest } и { $last }
list-or = { $rest } или { $last }
spoken-mover =
    { $king ->
        [yes]
            { $color ->
                [white] Белая дамка
               *[black] Чёрная дамка
            }
       *[no]
            { $color ->
                [white] Белые
               *[black] Чёрные
            }
    }
spoken-step = { $mover }: { $from } на { $to }
spoken-capture = { $mover }: { $from } на { $to }, бьёт { $taken }
spoken-move = { $move }.
spoken-crowned = { $move }, превращение в дамку.
moves-played =
    { $count ->
        [one] Сыгран { $count } ход.
        [few] Сыграно { $count } хода.
        [many] Сыграно { $count } ходов.
       *[other] Сыграно { $count } хода.
    }
moves-taken-back =
    { $count ->
        [one] Отменён { $count } ход.
        [few] Отменено { $count } хода.
        [many] Отменено { $count } ходов.
       *[other] Отменено { $count } хода.
    }
color-to-move =
    { $color ->
        [white] Ход белых.
       *[black] Ход чёрных.
    }
side-men =
    { $count ->
        [0] нет простых
        [1] простая на { $squares }
       *[other] простые на { $squares }
    }
side-kings =
    { $count ->
        [0] нет дамок
        [1] дамка на { $squares }
       *[other] дамки на { $squares }
    }
side-pieces =
    { $color ->
        [white] Белые: { $men }; { $kings }
       *[black] Чёрные: { $men }; { $kings }
    }
position-text =
    { $color ->
        [white] Ход белых. { $white }. { $black }.
       *[black] Ход чёрных. { $white }. { $black }.
    }
cursor-light-square = Светлое поле
cursor-light = светлое поле
cursor-empty = пусто
cursor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] белая дамка
               *[black] чёрная дамка
            }
       *[no]
            { $color ->
                [white] белая шашка
               *[black] чёрная шашка
            }
    }
cursor-square = { $name }, { $what }
cursor-picked-up = { $square }, выбрана
cursor-can-move-here = { $square }, сюда можно пойти
entry-example = Например: { $move }.
entry-empty = Сначала введите ход.
entry-not-a-move = «{ $text }» — не ход: запишите поля через - (или x при взятии).
entry-not-a-square = «{ $name }» — не игровое поле этой доски.
entry-no-piece = На { $name } нет шашки.
entry-illegal = Ход { $text } здесь невозможен.
entry-ambiguous = Подходят несколько взятий. Введите весь путь: { $paths }.

## Расстановка позиции

edit-position = Расставить позицию
editor-palette = Что поставить
side-to-move = Очередь хода
clear-board = Очистить
start-position = Начальная позиция
fen = FEN
play-from-here = Играть с этой позиции
editor-help = Нажмите на поле, чтобы поставить выбранную шашку; нажмите ещё раз или щёлкните правой кнопкой, чтобы убрать её; перетащите шашку, чтобы переставить её.
eraser = Ластик
editor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] Белая дамка
               *[black] Чёрная дамка
            }
       *[no]
            { $color ->
                [white] Белая шашка
               *[black] Чёрная шашка
            }
    }
editor-unreadable = Не удаётся прочитать эту строку FEN: { $why }.
editor-man-on-crowning-row = Простая шашка не может стоять на { $square }: там она стала бы дамкой.
editor-too-many-pieces =
    { $color ->
        [white] Белых шашек может быть не больше, чем в начальной позиции: { $count }.
       *[black] Чёрных шашек может быть не больше, чем в начальной позиции: { $count }.
    }
editor-no-pieces =
    { $color ->
        [white] У белых нет шашек.
       *[black] У чёрных нет шашек.
    }
editor-nothing-to-move =
    { $color ->
        [white] Ход белых, но ходить им нечем: партия была бы уже окончена.
       *[black] Ход чёрных, но ходить им нечем: партия была бы уже окончена.
    }
editor-ready =
    { $color ->
        [white] Можно играть: ход белых.
       *[black] Можно играть: ход чёрных.
    }

## Записи партий (PDN), просмотр, ссылки

# The Event tag of a game played on this page, written into exported PDN files.
pdn-event = Товарищеская партия
game-record = Запись партии
pdn-export-title = Сохранить партию
copy-pdn = Копировать PDN
download-pdn = Скачать .pdn
pdn-import-title = Открыть партию
pdn-paste-label = Вставьте текст PDN
pdn-read-text = Прочитать текст
pdn-choose-file = Выбрать файл…
pdn-drop-hint = или перетащите файл .pdn на страницу.
pdn-rules = Правила
pdn-open-game = Открыть партию
# Shown as $why in pdn-refused.
pdn-no-game = в тексте не найдено ни одной партии
pdn-copied = PDN партии скопирован.
pdn-downloaded = Файл .pdn сохранён.
copy-refused = Браузер не позволил скопировать: выделите текст и скопируйте его.
share = Поделиться
copy-fen = Копировать FEN
link-copied = Ссылка на партию скопирована.
fen-copied = FEN позиции скопирован.
replay-first = Первая позиция
replay-back = Предыдущий ход
replay-forward = Следующий ход
replay-last = Последняя позиция
continue-computer = Продолжить с компьютером
continue-person = Продолжить вдвоём
replay-analyse = Анализ отсюда
shared-game = Партия по ссылке
delete-profile = Удалить игрока
delete = Удалить
keep = Оставить
last-profile = Последнего игрока удалить нельзя.
# One game of an imported file: "3. Ann – Bob, 2-0, 42 moves".
pdn-summary =
    { $moves ->
        [one] { $number }. { $white } – { $black }, { $result }, { $moves } ход
        [few] { $number }. { $white } – { $black }, { $result }, { $moves } хода
        [many] { $number }. { $white } – { $black }, { $result }, { $moves } ходов
       *[other] { $number }. { $white } – { $black }, { $result }, { $moves } хода
    }
pdn-reading = Чтение… { $percent }%
pdn-read =
    { $games ->
        [1] { $games } партия.
        [one] { $games } партия: выберите одну.
        [few] { $games } партии: выберите одну.
        [many] { $games } партий: выберите одну.
       *[other] { $games } партии: выберите одну.
    }
# $why says what could not be read and where (game, line, move); it may be in English.
pdn-refused = Партия не открыта ({ $why }). Ничего не изменилось.
replay-title = { $white } – { $black } · { $result }
replay-place = ход { $number } из { $total }
pdn-guess-only = В файле не указаны правила. Только эти правила воспроизводят эту партию: { $variant }.
pdn-guess-several = В файле не указаны правила. Эту партию воспроизводят все эти правила: { $variants }. Предложено: { $variant }; если это неверно, выберите другие.
pdn-guess-none = В файле не указаны правила, и никакие правила, по которым здесь играют, не воспроизводят эту партию.
pdn-guess-not-on-page = В файле не указаны правила. Только эти правила, по которым здесь пока не играют, воспроизводят эту партию: { $variants }.
delete-profile-question =
    { $games ->
        [0] Удалить игрока { $name }? У этого игрока нет партий.
        [one] Удалить игрока { $name } вместе с { $games } партией?
       *[other] Удалить игрока { $name } вместе с { $games } партиями?
    }
