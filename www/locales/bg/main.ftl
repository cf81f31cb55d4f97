# Интерфейсът на играта на български. Съобщенията и променливите им са тези от
# www/locales/en/main.ftl (тестът за съответствие в www/src/i18n.rs проверява това).

## Езикът

language-name = Български
language = Език

## Страницата преди и около играта

title = Шашки
manifest-description = Шашки срещу компютъра или приятел, в шест варианта. Работи без интернет.
loading = Зареждане…
startup-failed = Играта не успя да стартира: { $error }
startup-too-old = този браузър е твърде стар за нея (липсват му векторните инструкции на WebAssembly). Моля, обновете го или използвайте съвременен Chrome, Firefox, Safari или Edge.
board-label = Дъска за шашки

## Бутони и превключватели

new-game = Нова игра
rematch = Реванш
undo = Върни ход
redo = Повтори ход
flip = Обърни дъската
hint = Подсказка
offer-draw = Предложи реми
resign = Предай се
yes = Да
no = Не
start = Започни
cancel = Отказ
coordinates = Показвай имената на полетата
turn-board = Обръщай дъската след всеки ход
sound = Звук
board-theme = Дъска
moves = Ходове
analyse = Анализирай
review-game = Разбор на партията
analysing = Анализиране…
analysis-paused = Анализът ще продължи, когато сте на ход.
analysis-over = Партията свърши: няма какво да се анализира.
eval-bar-label = Оценка, дял на белите
best-line = Най-добър вариант
back-to-game = Обратно към партията
previous-move = Предишен ход
next-move = Следващ ход

## Нова игра

variant = Вариант
opponent = Противник
level = Ниво
your-colour = Вашият цвят
time-per-move = Време за ход
computer-level = Ниво на компютъра
clock = Часовник
no-clock = Без часовник
by-lot = По жребий
computer = Компютър
two-players = Двама на едно устройство
color-white = Бели
color-black = Черни

## Варианти

# The groups of a rule-set chooser, by the board.
board-diagonal-8 = Дъска 8x8
board-diagonal-10 = Дъска 10x10
board-diagonal-12 = Дъска 12x12
board-straight-8 = Дъска 8x8, ходове по редове и колони
variant-brazilian = Бразилски шашки
variant-russian = Руски шашки
variant-international = Международни шашки (10x10)
variant-english = Английски шашки (чекърс)
variant-spanish = Испански шашки
variant-turkish = Турски шашки
variant-italian = Италиански шашки
variant-czech = Чешки шашки
variant-pool = Американски шашки (пул чекърс)
variant-thai = Тайландски шашки (мак-хос)
variant-antidraughts = Обратни шашки (поддавки)
variant-breakthrough = Пробив

## Теми на дъската

theme-wood = Дърво
theme-contrast = Висок контраст
theme-tournament = Турнирно зелено

## Нивата на компютъра

level-name-1 = Начинаещ
level-name-2 = Новак
level-name-3 = Любител
level-name-4 = Клубен играч
level-name-5 = Силен клубен играч
level-name-6 = Експерт
level-name-7 = Майстор
level-name-8 = Максимална сила
level-manner-1 = често прави груби грешки
level-manner-2 = често прави груби грешки
level-manner-3 = допуска грешки
level-manner-4 = допуска грешки
level-manner-5 = играе добре окончанията
level-manner-6 = без умишлени грешки
level-sight =
    вижда { $depth ->
        [1] един ход
        [2] два хода
        [3] три хода
        [4] четири хода
        [5] пет хода
        [6] шест хода
        [7] седем хода
        [8] осем хода
       *[other] { $depth } хода
    } напред
level-description = { $level } · { $name }: { $sight }, { $manner }
level-description-plain = { $level } · { $name }: { $sight }
level-description-unlimited = { $level } · { $name }: мисли толкова дълго, колкото позволите
level-label = { $level } · { $name }
level-setup = ниво { $level } ({ $name })
level-setup-timed = ниво { $level } ({ $name }, { $seconds } с на ход)
seconds-a-move = { $seconds } с на ход
level-change = ниво { $from } → { $to }

## Редът на партията и редът на състоянието

setup-vs-computer =
    { $human ->
        [white] Вие: бели · Компютър: черни, { $level }
       *[black] Вие: черни · Компютър: бели, { $level }
    }
setup-two-players = Двама играчи: бели и черни
status-computer-thinking = Компютърът мисли…
status-computer-to-move =
    { $color ->
        [white] На ход са белите (компютър)
       *[black] На ход са черните (компютър)
    }
status-your-move =
    { $color ->
        [white] Ваш ход (бели)
       *[black] Ваш ход (черни)
    }
status-to-move =
    { $color ->
        [white] На ход са белите
       *[black] На ход са черните
    }
last-move = Последен ход: { $move }
thinking = Мисли…
thinking-depth = Мисли… дълбочина { $depth }

## Числата на програмата

engine-line = Дълбочина { $depth } · { $eval }
engine-line-speed = Дълбочина { $depth } · { $eval } · { $speed }
analysis-depth = Дълбочина { $depth }
analysis-depth-speed = Дълбочина { $depth } · { $speed }
eval-men = { $sign }{ NUMBER($men, minimumFractionDigits: 2, maximumFractionDigits: 2) }
eval-wins =
    { $winner ->
        [white] Белите печелят
       *[black] Черните печелят
    }
eval-wins-in =
    { $winner ->
        [white] Белите печелят за { $moves ->
            [one] { $moves } ход
           *[other] { $moves } хода
        }
       *[black] Черните печелят за { $moves ->
            [one] { $moves } ход
           *[other] { $moves } хода
        }
    }
speed-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } млн позиции/с
speed-thousands = { NUMBER($thousands, maximumFractionDigits: 0) } хил. позиции/с

## Преглед на ходовете

viewing-move = Преглед на ход { $number }: { $move }
viewing-reply = Преглед на ход { $number }… { $move }
viewing-start = Преглед на началната позиция

## Часовници

time-control = { NUMBER($minutes) } мин
time-control-increment = { NUMBER($minutes) } мин + { $increment } с на ход

## Въпроси и отговори

question-resign =
    { $side ->
        [white] Да се предадете ли? Белите ще загубят партията.
       *[black] Да се предадете ли? Черните ще загубят партията.
    }
question-offer-draw = Да предложите ли реми на компютъра?
question-draw-offered =
    { $by ->
        [white] Белите предлагат реми. Черни, приемате ли?
       *[black] Черните предлагат реми. Бели, приемате ли?
    }
question-computer-offers-draw = Компютърът предлага реми. Приемате ли?
question-open-past-game = Да се отвори ли тази партия от историята? Тя ще замени текущата ви партия.
question-open-link = Да се отвори ли партията от връзката? Тя ще замени текущата ви партия.
question-hint-unrates = Тази партия е за рейтинг: с подсказка тя става без рейтинг. Да се покаже ли подсказка?
question-analysis-unrates = Тази партия е за рейтинг: с компютърния анализ тя става без рейтинг. Да се включи ли анализът?
answer-keep-playing = Продължи играта
answer-accept = Приеми
answer-decline = Откажи
answer-open-past-game = Отвори партията
answer-open-link = Отвори връзката
answer-keep-my-game = Продължи моята партия

## Как завърши партията

outcome-no-moves =
    { $winner ->
        [white] Белите печелят: черните нямат ход.
       *[black] Черните печелят: белите нямат ход.
    }
outcome-gave-away =
    { $winner ->
        [white] Белите печелят: белите останаха без ход.
       *[black] Черните печелят: черните останаха без ход.
    }
outcome-crowned =
    { $winner ->
        [white] Белите печелят: белите първи направиха дама.
       *[black] Черните печелят: черните първи направиха дама.
    }
outcome-resignation =
    { $winner ->
        [white] Белите печелят: черните се предадоха.
       *[black] Черните печелят: белите се предадоха.
    }
outcome-time =
    { $winner ->
        [white] Белите печелят: времето на черните изтече.
       *[black] Черните печелят: времето на белите изтече.
    }
draw-repetition = Реми: една и съща позиция се повтори три пъти.
draw-king-moves = Реми: твърде дълго се местиха само дами, без вземане.
draw-lone-king = Реми: самотната дама удържа.
draw-kings-ending = Реми: в окончанието с дами и за двете страни твърде дълго няма нито вземане, нито нова дама.
draw-one-piece-each = Реми: всяка страна има само по една шашка.
draw-agreement = Реми по споразумение.

## Броячите на правилата за реми

draw-countdown =
    Реми след { $moves ->
        [one] { $moves } ход
       *[other] { $moves } хода
    }.
draw-countdown-king-moves =
    Реми след { $moves ->
        [one] { $moves } ход
       *[other] { $moves } хода
    }, освен ако не се премести пул или не бъде взета шашка.
draw-countdown-lone-king =
    Реми след { $moves ->
        [one] { $moves } ход
       *[other] { $moves } хода
    }, освен ако не бъде взета шашка.
draw-countdown-kings-ending =
    Реми след { $moves ->
        [one] { $moves } ход
       *[other] { $moves } хода
    }, освен ако не бъде взета шашка или пул не стане дама.

## Защо щракването по дъската не направи нищо

refusal-capture-compulsory = Вземането е задължително.
refusal-stop-on-capture = Вземането е задължително: тази шашка може да спре само на поле по пътя на своето вземане.
refusal-most-pieces = Вземането е задължително и трябва да вземете най-много шашки: { $pieces }.
refusal-most-pieces-kings = Вземането е задължително и трябва да вземете най-много шашки: { $pieces }, а сред тях най-много дами: { $kings }.
refusal-blocked = Тази шашка не може да се мести.
refusal-not-your-piece = Това не е ваша шашка.
refusal-choose-path = Там завършват няколко вземания: щракнете едно по едно полетата по пътя.

## Бележки под реда на състоянието

notice-computer-to-move = Изчакайте: на ход е компютърът.
notice-game-over = Партията свърши. Започнете нова игра или върнете ход.
notice-draw-declined = Компютърът отказва ремито.
notice-save-unreadable = Запазената ви партия не можа да бъде прочетена, затова започна нова.
notice-bad-link = Позицията от връзката не можа да бъде отворена ({ $why }).
notice-puzzles-unavailable = Задачите не можаха да бъдат заредени ({ $why }).
notice-puzzles-all-solved = Решихте всички задачи за този вариант.
notice-engine-failed = Компютърът спря да работи: { $why }
notice-hint = Подсказка: { $move }
notice-no-hint = Няма подсказка в тази позиция.
notice-records-unreadable = Резултатите ви не можаха да бъдат прочетени: старите данни са оставени настрана и отчитането започва отначало.
notice-records-not-saved = Резултатите ви не можаха да бъдат запазени: хранилището на браузъра е пълно. Запазеното преди е непокътнато.
notice-imported =
    Внесени: { $profiles ->
        [one] { $profiles } играч
       *[other] { $profiles } играчи
    } и { $games ->
        [one] { $games } партия
       *[other] { $games } партии
    }.
notice-import-refused = Файлът не беше внесен: { $reason }. Нищо не се промени.
notice-viewing = Гледате по-ранна позиция: върнете се към партията, за да играете.
notice-replaying = Това е преглед на партия: разгледайте ходовете или изберете как да продължите от показаната позиция.
import-unreadable = не е файл с резултати ({ $why })
import-newer-format = записан от по-нова версия на играта (формат { $format })
import-bad-game = партия { $id }: { $why }
import-unknown-player = в партия е посочен непознат играч: { $id }
import-duplicate = { $id } се среща два пъти
import-unknown-lesson = във файла е посочен урок, който липсва в играта: { $lesson }

## Класиране и история

leaderboard = Класиране
close = Затвори
settings = Настройки
menu = Меню
rules-unavailable = Правилата не можаха да се заредят: проверете връзката и ги отворете отново.
coordinates-open = Тренировка по координати
coordinates-drill = Упражнение
coordinates-find = Щракнете посоченото поле
coordinates-name = Назовете отбелязаното поле
coordinates-intro = Научете имената на полетата: колко ще познаете за 30 секунди?
coordinates-click = Щракнете поле { $square }
coordinates-which = Кое поле е отбелязано?
coordinates-right = Вярно!
coordinates-wrong = Не: това е { $square }
coordinates-score =
    { $right } { $right ->
        [one] верен
       *[other] верни
    } · { $wrong } { $wrong ->
        [one] грешка
       *[other] грешки
    } · { $seconds ->
        [one] остава
       *[other] остават
    } { $seconds } с
coordinates-over =
    Времето изтече: { $right } { $right ->
        [one] верен отговор
       *[other] верни отговора
    }, { $wrong } { $wrong ->
        [one] грешка
       *[other] грешки
    }.
coordinates-best = Рекорд: { $best }
export-records = Изнеси резултатите
import-records = Внеси резултати
export-file-name = shashki-rezultati.json
no-games-yet = Все още няма завършени партии в този вариант.
standings-empty = В класирането на този вариант още няма никой: завършете партия срещу компютъра или срещу приятел, за да се появите тук.
history = Вашите партии
players = Играчи
profile-white = Вие: срещу компютъра, а при двама играчи — с белите
profile-black = Вторият играч: с черните при двама играчи
profile-name = Име
rename = Преименувай
add-profile = Добави играч
default-profile = Играч
second-profile = Играч 2
heading-player = Играч
heading-rating = Рейтинг
heading-won = Победи
heading-drawn = Ремита
heading-lost = Загуби
heading-streak = Серия (най-добра)
heading-best-level = Най-високо победено ниво
rating = { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } ± { NUMBER($margin, maximumFractionDigits: 0) }
computer-at-level = Компютър (ниво { $level })
history-line =
    { $date } · { $result ->
        [won] Победа
        [lost] Загуба
       *[drawn] Реми
    } срещу { $opponent } с { $colour ->
        [white] белите
       *[black] черните
    }, { $moves ->
        [one] { $moves } ход
       *[other] { $moves } хода
    }, { $ending }
history-line-unrated =
    { $date } · { $result ->
        [won] Победа
        [lost] Загуба
       *[drawn] Реми
    } срещу { $opponent } с { $colour ->
        [white] белите
       *[black] черните
    }, { $moves ->
        [one] { $moves } ход
       *[other] { $moves } хода
    }, { $ending }, без рейтинг
ending-no-moves = няма ходове
ending-gave-away = победителят няма ходове
ending-crowned = първа дама
ending-resignation = предаване
ending-time = изтекло време
ending-agreement = реми по споразумение
ending-draw-rule = правило за реми

## The rules page (rules.ftl holds its text): the header's button, a diagram's name for screen readers.

rules-open = Правила
learn-open = Уроци
puzzles-open = Задачи
rules-diagram-label = Диаграма: { $caption }

## Игра с клавиатура и екранни четци

theme-colour-safe = За далтонисти
type-move = Въведете ход
play-typed-move = Играй
describe-position = Опиши позицията
keyboard-help = На дъската: стрелките местят курсора, Enter или интервал избира шашка и играе хода, Escape отменя избора, D описва позицията.
new-position = На дъската има нова позиция.
list-and = { $rest } и { $last }
list-or = { $rest } или { $last }
spoken-mover =
    { $king ->
        [yes]
            { $color ->
                [white] Бялата дама
               *[black] Черната дама
            }
       *[no]
            { $color ->
                [white] Белите
               *[black] Черните
            }
    }
spoken-step = { $mover }: от { $from } на { $to }
spoken-capture = { $mover }: от { $from } на { $to }, взема { $taken }
spoken-move = { $move }.
spoken-crowned = { $move }, превръщане в дама.
moves-played =
    { $count ->
        [one] Изигран е { $count } ход.
       *[other] Изиграни са { $count } хода.
    }
moves-taken-back =
    { $count ->
        [one] Върнат е { $count } ход.
       *[other] Върнати са { $count } хода.
    }
color-to-move =
    { $color ->
        [white] На ход са белите.
       *[black] На ход са черните.
    }
side-men =
    { $count ->
        [0] няма пулове
        [one] пул на { $squares }
       *[other] пулове на { $squares }
    }
side-kings =
    { $count ->
        [0] няма дами
        [one] дама на { $squares }
       *[other] дами на { $squares }
    }
side-pieces =
    { $color ->
        [white] Белите: { $men }; { $kings }
       *[black] Черните: { $men }; { $kings }
    }
position-text =
    { $color ->
        [white] На ход са белите. { $white }. { $black }.
       *[black] На ход са черните. { $white }. { $black }.
    }
cursor-light-square = Светло поле
cursor-light = светло поле
cursor-empty = празно
cursor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] бяла дама
               *[black] черна дама
            }
       *[no]
            { $color ->
                [white] бял пул
               *[black] черен пул
            }
    }
cursor-square = { $name }, { $what }
cursor-picked-up = { $square }, шашката е избрана
cursor-can-move-here = { $square }, може да се премести тук
entry-example = Например: { $move }.
entry-empty = Първо въведете ход.
entry-not-a-move = „{ $text }“ не е ход: напишете полетата, свързани с - (или с x при вземане).
entry-not-a-square = „{ $name }“ не е игрално поле на тази дъска.
entry-no-piece = На { $name } няма шашка.
entry-illegal = Ходът { $text } не е позволен тук.
entry-ambiguous = Подходящи са няколко вземания. Въведете целия път: { $paths }.

## Редактор на позиции

edit-position = Нареди позиция
editor-palette = Шашка за поставяне
side-to-move = Кой е на ход
clear-board = Изчисти
start-position = Начална позиция
fen = FEN
play-from-here = Играй от тази позиция
editor-help = Щракнете поле, за да поставите избраната шашка; щракнете го отново или с десния бутон, за да я махнете; плъзнете шашка, за да я преместите.
eraser = Гума
editor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] Бяла дама
               *[black] Черна дама
            }
       *[no]
            { $color ->
                [white] Бял пул
               *[black] Черен пул
            }
    }
editor-unreadable = Този FEN не може да се прочете: { $why }.
editor-man-on-crowning-row = Пул не може да стои на { $square }: там той вече би станал дама.
editor-too-many-pieces =
    { $color ->
        [white] Белите могат да имат най-много { $count } шашки – колкото в началото.
       *[black] Черните могат да имат най-много { $count } шашки – колкото в началото.
    }
editor-no-pieces =
    { $color ->
        [white] Белите нямат шашки.
       *[black] Черните нямат шашки.
    }
editor-nothing-to-move =
    { $color ->
        [white] На ход са белите, но нямат възможен ход: партията вече би била свършила.
       *[black] На ход са черните, но нямат възможен ход: партията вече би била свършила.
    }
editor-ready =
    { $color ->
        [white] Готово за игра: на ход са белите.
       *[black] Готово за игра: на ход са черните.
    }

## Записи на партии (PDN), преглед, споделяне

# The Event tag of a game played on this page, written into exported PDN files.
pdn-event = Приятелска партия
game-record = Запис на партията
pdn-export-title = Запази партията
copy-pdn = Копирай PDN
download-pdn = Изтегли .pdn
pdn-import-title = Отвори партия
pdn-paste-label = Поставете PDN текст
pdn-read-text = Прочети текста
pdn-choose-file = Избери файл…
pdn-drop-hint = или пуснете файл .pdn върху страницата.
pdn-rules = Правила
pdn-open-game = Отвори партията
# Shown as $why in pdn-refused.
pdn-no-game = в текста няма партия
pdn-copied = PDN на партията е копиран.
pdn-downloaded = Файлът .pdn е запазен.
copy-refused = Браузърът не позволи копирането; маркирайте текста и го копирайте.
share = Сподели
copy-fen = Копирай FEN
link-copied = Връзката към партията е копирана.
fen-copied = FEN на позицията е копиран.
replay-first = Първа позиция
replay-back = Предишен ход
replay-forward = Следващ ход
replay-last = Последна позиция
continue-computer = Продължи срещу компютъра
continue-person = Продължи за двама
replay-analyse = Анализирай оттук
shared-game = Партия от връзка
delete-profile = Изтрий играча
delete = Изтрий
keep = Запази
last-profile = Последният играч не може да бъде изтрит.
# One game of an imported file: "3. Ann – Bob, 2-0, 42 moves".
pdn-summary =
    { $moves ->
        [one] { $number }. { $white } – { $black }, { $result }, { $moves } ход
       *[other] { $number }. { $white } – { $black }, { $result }, { $moves } хода
    }
pdn-reading = Четене… { $percent }%
pdn-read =
    { $games ->
        [one] { $games } партия.
       *[other] { $games } партии: изберете една.
    }
# $why says what could not be read and where (game, line, move); it may be in English.
pdn-refused = Партията не е отворена ({ $why }). Нищо не се промени.
replay-title = { $white } – { $black } · { $result }
replay-place = ход { $number } от { $total }
pdn-guess-only = Файлът не посочва правилата си. Само тези правила възпроизвеждат тази партия: { $variant }.
pdn-guess-several = Файлът не посочва правилата си. Всички тези правила възпроизвеждат тази партия: { $variants }. Предложение: { $variant }; изберете други, ако това не е вярно.
pdn-guess-none = Файлът не посочва правилата си и никои от правилата, които се играят тук, не възпроизвеждат тази партия.
pdn-guess-not-on-page = Файлът не посочва правилата си. Само тези правила, които тук още не се играят, възпроизвеждат тази партия: { $variants }.
delete-profile-question =
    { $games ->
        [0] Да се изтрие ли { $name }? Няма изиграни партии.
        [one] Да се изтрие ли { $name } заедно с { $games } партия?
       *[other] Да се изтрие ли { $name } заедно с { $games } партии?
    }
