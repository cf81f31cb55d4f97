## Разбор партии: компьютер проходит по всем позициям оконченной партии, оценивает каждый ход
## по тому, сколько шансов на победу он упустил, и показывает ход лучше, если он был.

review-heading = Разбор партии
# Разбор идёт: позиция за позицией.
review-progress = Разбор позиции { $done } из { $total }…
review-stop = Остановить
# Насколько глубоко смотрел разбор; выводится под ним.
review-budget =
    Компьютер просчитал { $nodes } { $nodes ->
        [one] позицию
        [few] позиции
        [many] позиций
       *[other] позиции
    } для каждой позиции партии.
# Итог одной стороны: «Белые: точность 87%, 1 ошибка, 2 зевка».
review-side = { $side }: точность { $accuracy }%
review-inaccuracies =
    { $count ->
        [one] { $count } неточность
        [few] { $count } неточности
        [many] { $count } неточностей
       *[other] { $count } неточности
    }
review-mistakes =
    { $count ->
        [one] { $count } ошибка
        [few] { $count } ошибки
        [many] { $count } ошибок
       *[other] { $count } ошибки
    }
review-blunders =
    { $count ->
        [one] { $count } зевок
        [few] { $count } зевка
        [many] { $count } зевков
       *[other] { $count } зевка
    }
review-mark-inaccuracy = Неточность
review-mark-mistake = Ошибка
review-mark-blunder = Зевок
# Показанный ход и его оценка: «12. 22-18: Зевок. Шансы на победу 64% → 21%.»
review-move = { $move }: { $verdict }. Шансы на победу { $before }% → { $after }%.
review-good = Хороший ход
review-better = Лучше было { $better } (вариант компьютера: { $line }).
review-graph = Шансы белых на победу по ходу партии (верхняя часть — за белых). Нажмите на точку, чтобы увидеть этот ход.
review-pick = Выберите ход в списке или на графике, чтобы увидеть его оценку.

## Разбор своих ошибок: ошибки самого игрока в разобранной партии, по одной.

review-learn = Разобрать свои ошибки
mistakes-progress = Ошибка { $at } из { $total }
# Ошибка на доске: «12. 22-18: Зевок. Белые, найдите более сильный ход.»
mistakes-find = { $move }: { $mark }. { $side }, найдите более сильный ход.
mistakes-checking = Проверка хода { $move }…
mistakes-best = { $move } — ход компьютера. Отлично!
mistakes-good = { $move } — тоже хороший ход: ваши шансы сохраняются.
mistakes-no-better = { $move } не лучше. Попробуйте ещё раз.
mistakes-shown = Ход компьютера: { $best } (его вариант: { $line }).
mistakes-next = Следующая ошибка
mistakes-last = Это была ваша последняя ошибка в этой партии.
mistakes-leave = Вернуться к разбору
