## Задачи: позиции из партий компьютера, где один вариант выигрывает материал или партию, с одним
## хорошим ходом на каждом шаге. Рейтинг игрока в задачах меняется после каждой первой попытки.

# «Русские шашки: задачи»
puzzles-heading = { $name }: задачи
# Успехи игрока: «Ваш рейтинг в задачах: 1523 (± 120) · решено: 12 · лучшая серия: 4».
puzzles-rating = Ваш рейтинг в задачах: { NUMBER($rating, useGrouping: "false") } (± { $deviation }) · решено: { $solved } · лучшая серия: { $streak }
# Показанная задача: «Задача № 12 · рейтинг 1450».
puzzles-info = Задача № { $id } · рейтинг { NUMBER($rating, useGrouping: "false") }
# Её темы, после puzzles-info: «Комбинация, Прорыв в дамки».
puzzles-themes = Темы: { $themes }
puzzles-theme-shot = Комбинация
puzzles-theme-crown = Прорыв в дамки
puzzles-theme-endgame = Окончание
puzzles-task = { $side }, ваш ход: найдите выигрышный вариант.
# Попытка, которая не идёт в рейтинг (задачу уже решали).
puzzles-unrated = Вы уже решали эту задачу: на рейтинг она не влияет.
puzzles-streak =
    { $count ->
        [one] Серия: решена { $count } задача
        [few] Серия: решены { $count } задачи
        [many] Серия: решено { $count } задач
       *[other] Серия: решено { $count } задачи
    }
puzzles-right = Верно! Продолжайте.
puzzles-solved = Задача решена!
puzzles-failed = { $move } — не тот ход. Решение: { $solution }.
puzzles-streak-over =
    { $count ->
        [one] Серия окончена: решена { $count } задача.
        [few] Серия окончена: решены { $count } задачи.
        [many] Серия окончена: решено { $count } задач.
       *[other] Серия окончена: решено { $count } задачи.
    }
puzzles-next = Следующая задача
puzzles-retry = Ещё раз
puzzles-streak-start = Начать серию
puzzles-leave = Вернуться к партии
