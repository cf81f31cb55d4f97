## Задачи: позиции от партиите на компютъра, в които един вариант печели материал или партията,
## с един добър ход на всяка стъпка. Рейтингът на играча в задачите се променя след всеки първи опит.

# „Руски шашки: задачи“
puzzles-heading = { $name }: задачи
# Резултатите на играча: „Вашият рейтинг в задачите: 1523 (± 120) · решени: 12 · най-добра серия: 4“.
puzzles-rating = Вашият рейтинг в задачите: { NUMBER($rating, useGrouping: "false") } (± { $deviation }) · решени: { $solved } · най-добра серия: { $streak }
# Показаната задача: „Задача 12 · рейтинг 1450“.
puzzles-info = Задача { $id } · рейтинг { NUMBER($rating, useGrouping: "false") }
# Темите ѝ, след puzzles-info: „Комбинация, Пробив за дама“.
puzzles-themes = Теми: { $themes }
puzzles-theme-shot = Комбинация
puzzles-theme-crown = Пробив за дама
puzzles-theme-endgame = Окончание
puzzles-task = { $side }, на ход сте: намерете печелившия вариант.
# Опит, който не се брои за рейтинга (задачата е опитвана преди).
puzzles-unrated = Вече сте опитвали тази задача: тя не се брои за рейтинга ви.
puzzles-streak =
    { $count ->
        [one] Серия: { $count } решена задача
       *[other] Серия: { $count } решени задачи
    }
puzzles-right = Вярно! Продължете.
puzzles-solved = Задачата е решена!
puzzles-failed = { $move } не е верният ход. Решение: { $solution }.
puzzles-streak-over =
    { $count ->
        [one] Серията приключи: { $count } решена задача.
       *[other] Серията приключи: { $count } решени задачи.
    }
puzzles-next = Следваща задача
puzzles-retry = Опитайте отново
puzzles-streak-start = Започни серия
puzzles-leave = Обратно към партията
