# A página de regras: uma parte por variante, como o jogo as aplica (docs/rules.md).
# Os nomes das casas nos textos seguem a notação de cada variante; não se traduzem.
# Frases curtas de propósito: cada uma diz uma só coisa.

## Títulos das seções, comuns a todas as variantes

rules-section-board = Tabuleiro e peças
rules-section-men = Como as pedras se movem
rules-section-kings = Como as damas se movem
rules-section-captures = Capturas
rules-section-precedence = Qual captura escolher
rules-section-crowning = Promoção a dama
rules-section-draws = Fim da partida e empates
rules-section-notation = Notação

## Damas brasileiras

rules-brazilian-title = Damas brasileiras
rules-brazilian-intro = As damas brasileiras seguem as regras internacionais no tabuleiro menor, de 64 casas.
rules-brazilian-board-1 = O tabuleiro tem 8 por 8 casas. A casa do canto a1, à esquerda das brancas, é escura.
rules-brazilian-board-2 = Cada jogador tem 12 pedras nas casas escuras das três fileiras mais próximas dele. As brancas começam.
rules-brazilian-board-diagram-1 = A posição inicial.
rules-brazilian-men-1 = Uma pedra anda uma casa na diagonal para a frente, se essa casa estiver livre.
rules-brazilian-men-diagram-1 = A pedra de c3 pode ir para b4 ou d4.
rules-brazilian-kings-1 = Uma dama anda pela diagonal, para a frente ou para trás, quantas casas livres quiser. É uma dama “voadora”.
rules-brazilian-kings-diagram-1 = A dama de c1 pode ir para qualquer casa marcada.
rules-brazilian-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-brazilian-captures-2 = Uma pedra captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela. As pedras capturam para a frente e para trás.
rules-brazilian-captures-3 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-brazilian-captures-4 = Uma dama captura uma peça a qualquer distância na sua diagonal, se as casas entre elas estiverem livres. Ela para em qualquer casa livre atrás da peça. Se de uma dessas casas ela puder capturar de novo, deve parar nela e continuar capturando.
rules-brazilian-captures-5 = Uma peça não pode ser saltada duas vezes. As peças capturadas só saem do tabuleiro no fim do lance, por isso continuam bloqueando o caminho.
rules-brazilian-captures-diagram-1 = A pedra de c3 captura d4 e depois f4, para trás: c3xe5xg3.
rules-brazilian-captures-diagram-2 = A dama de a1 captura d4 e pode parar em e5, f6, g7 ou h8.
rules-brazilian-precedence-1 = Vale a Lei da Maioria: você deve capturar o maior número possível de peças. Uma dama conta como uma peça, igual a uma pedra.
rules-brazilian-precedence-2 = Se houver várias capturas com o mesmo número de peças, você escolhe livremente entre elas.
rules-brazilian-precedence-diagram-1 = As brancas devem jogar g3xe5xg7 e capturar duas pedras. Não é permitido capturar a dama com a3xc5, porque assim se captura só uma peça.
rules-brazilian-crowning-1 = Uma pedra que termina o lance na última fileira é promovida a dama.
rules-brazilian-crowning-2 = Uma pedra que chega à última fileira durante uma captura, e ainda pode capturar, deve continuar. Ela segue como pedra e não é promovida.
rules-brazilian-crowning-diagram-1 = A pedra de b6 passa por d8 e termina em f6: b6xd8xf6. Ela continua sendo pedra.
rules-brazilian-draws-1 = Quem não pode mover perde. Isso acontece quando todas as suas peças foram capturadas ou estão bloqueadas.
rules-brazilian-draws-2 = A partida termina empatada quando a mesma posição aparece três vezes, com a vez do mesmo jogador. Os jogadores também podem combinar o empate.
rules-brazilian-draws-3 = A partida também é declarada empatada automaticamente nestes casos, como nas regras de damas-64 da Federação Internacional de Damas (IDF, artigos 7.2.4 a 7.2.8). Em um final, os lances contam a partir do momento em que surgiu a sua relação de forças, ou seja, desde a última captura ou promoção:
rules-brazilian-draws-4 = Três ou mais damas contra uma dama: empate se o lado mais forte fizer 15 lances sem vencer.
rules-brazilian-draws-5 = Três peças, pelo menos uma delas dama, contra uma dama na grande diagonal a1-h8: empate após 5 lances de cada lado.
rules-brazilian-draws-6 = Duas damas, uma dama e uma pedra, ou uma dama só, contra uma dama: empate após 5 lances de cada lado.
rules-brazilian-draws-7 = Os dois lados têm damas e nada é capturado nem promovido: empate após 30 lances de cada lado com 4 ou 5 peças no tabuleiro, após 60 lances de cada lado com 6 ou 7 peças.
rules-brazilian-draws-8 = Os dois jogadores só movem damas, sem captura: empate após 15 lances de cada lado.
rules-brazilian-draws-9 = A Confederação Brasileira de Damas (CBD) conta 20 lances de cada lado neste último caso; este jogo segue os 15 lances da Federação Internacional de Damas.
rules-brazilian-notation-1 = Cada casa tem uma letra para a coluna, de a até h a partir da esquerda das brancas, e um número para a fileira, de 1 a 8 a partir do lado das brancas.
rules-brazilian-notation-2 = Um lance se escreve c3-d4. Uma captura se escreve c3xe5, com cada casa de chegada, se necessário: c3xe5xg3.

## Damas russas

rules-russian-title = Damas russas
rules-russian-intro = As damas russas (shashki) são jogadas em 64 casas, com damas voadoras e livre escolha da captura.
rules-russian-board-1 = O tabuleiro tem 8 por 8 casas. A casa do canto a1, à esquerda das brancas, é escura.
rules-russian-board-2 = Cada jogador tem 12 pedras nas casas escuras das três fileiras mais próximas dele. As brancas começam.
rules-russian-board-diagram-1 = A posição inicial.
rules-russian-men-1 = Uma pedra anda uma casa na diagonal para a frente, se essa casa estiver livre.
rules-russian-men-diagram-1 = A pedra de c3 pode ir para b4 ou d4.
rules-russian-kings-1 = Uma dama anda pela diagonal, para a frente ou para trás, quantas casas livres quiser.
rules-russian-kings-diagram-1 = A dama de c1 pode ir para qualquer casa marcada.
rules-russian-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-russian-captures-2 = Uma pedra captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela. As pedras capturam para a frente e para trás.
rules-russian-captures-3 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-russian-captures-4 = Uma dama captura uma peça a qualquer distância na sua diagonal, se as casas entre elas estiverem livres. Ela para em qualquer casa livre atrás da peça. Se de uma dessas casas ela puder capturar de novo, deve parar nela e continuar capturando.
rules-russian-captures-5 = Uma peça não pode ser saltada duas vezes. As peças capturadas só saem do tabuleiro no fim do lance, por isso continuam bloqueando o caminho.
rules-russian-captures-diagram-1 = A pedra de c3 captura d4 e depois f4, para trás: c3:e5:g3.
rules-russian-captures-diagram-2 = A dama de a1 captura d4 e pode parar em e5, f6, g7 ou h8.
rules-russian-precedence-1 = Quando há várias maneiras de capturar, você escolhe qualquer uma. Não é preciso capturar o maior número de peças.
rules-russian-precedence-2 = A captura escolhida ainda deve ser completada até o fim.
rules-russian-precedence-diagram-1 = As brancas podem capturar a dama com a3:c5, mesmo que g3:e5:g7 capture duas pedras. Os dois lances são permitidos.
rules-russian-crowning-1 = Uma pedra que chega à última fileira é promovida a dama na hora.
rules-russian-crowning-2 = Se isso acontece durante uma captura, ela continua capturando no mesmo lance, agora como dama.
rules-russian-crowning-diagram-1 = A pedra de b6 é promovida a dama em d8. Como dama, captura então e7 e para em h4: b6:d8:h4.
rules-russian-draws-1 = Quem não pode mover perde. Isso acontece quando todas as suas peças foram capturadas ou estão bloqueadas.
rules-russian-draws-2 = A partida termina empatada quando a mesma posição aparece três vezes, com a vez do mesmo jogador. Os jogadores também podem combinar o empate.
rules-russian-draws-3 = A partida também é declarada empatada automaticamente nestes casos. Em um final, os lances contam a partir do momento em que surgiu a sua relação de forças, ou seja, desde a última captura ou promoção:
rules-russian-draws-4 = Três ou mais damas contra uma dama: empate se o lado mais forte fizer 15 lances sem vencer.
rules-russian-draws-5 = Três peças, pelo menos uma delas dama, contra uma dama na grande diagonal a1-h8: empate após 5 lances de cada lado.
rules-russian-draws-6 = Duas damas, uma dama e uma pedra, ou uma dama só, contra uma dama: empate após 5 lances de cada lado.
rules-russian-draws-7 = Os dois lados têm damas e nada é capturado nem promovido: empate após 30 lances de cada lado com 4 ou 5 peças no tabuleiro, após 60 lances de cada lado com 6 ou 7 peças.
rules-russian-draws-8 = Os dois jogadores só movem damas, sem captura: empate após 15 lances de cada lado.
rules-russian-notation-1 = Cada casa tem uma letra para a coluna, de a até h a partir da esquerda das brancas, e um número para a fileira, de 1 a 8 a partir do lado das brancas.
rules-russian-notation-2 = Um lance se escreve c3-d4. Uma captura se escreve c3:e5 (ou c3xe5), com cada casa de chegada, se necessário: c3:e5:g3.

## Damas internacionais

rules-international-title = Damas internacionais
rules-international-intro = As damas internacionais são jogadas num tabuleiro de 100 casas, pelas regras da federação mundial, a FMJD.
rules-international-board-1 = O tabuleiro tem 10 por 10 casas. A casa do canto à esquerda das brancas é escura.
rules-international-board-2 = Cada jogador tem 20 pedras nas casas escuras das quatro fileiras mais próximas dele. As brancas começam.
rules-international-board-diagram-1 = A posição inicial. As pedras pretas ficam em 1 a 20, as brancas em 31 a 50.
rules-international-men-1 = Uma pedra anda uma casa na diagonal para a frente, se essa casa estiver livre.
rules-international-men-diagram-1 = A pedra de 33 pode ir para 28 ou 29.
rules-international-kings-1 = Uma dama anda pela diagonal, para a frente ou para trás, quantas casas livres quiser. É uma dama “voadora”.
rules-international-kings-diagram-1 = A dama de 46 pode ir para qualquer casa marcada.
rules-international-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-international-captures-2 = Uma pedra captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela. As pedras capturam para a frente e para trás.
rules-international-captures-3 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-international-captures-4 = Uma dama captura uma peça a qualquer distância na sua diagonal, se as casas entre elas estiverem livres. Ela para em qualquer casa livre atrás da peça. Se de uma dessas casas ela puder capturar de novo, deve parar nela e continuar capturando.
rules-international-captures-5 = Uma peça não pode ser saltada duas vezes. As peças capturadas só saem do tabuleiro no fim do lance, por isso continuam bloqueando o caminho.
rules-international-captures-diagram-1 = A pedra de 37 captura 32 e depois 33, para trás: 37x28x39.
rules-international-captures-diagram-2 = A dama de 46 captura 32 e pode parar em 28, 23, 19, 14, 10 ou 5.
rules-international-precedence-1 = Vale a Lei da Maioria: você deve capturar o maior número possível de peças. Uma dama conta como uma peça, igual a uma pedra.
rules-international-precedence-2 = Se houver várias capturas com o mesmo número de peças, você escolhe livremente entre elas.
rules-international-precedence-diagram-1 = As brancas devem jogar 39x28x19 e capturar duas pedras. Não é permitido capturar a dama com 36x27, porque assim se captura só uma peça.
rules-international-crowning-1 = Uma pedra que termina o lance na última fileira é promovida a dama.
rules-international-crowning-2 = Uma pedra que chega à última fileira durante uma captura, e ainda pode capturar, deve continuar. Ela segue como pedra e não é promovida.
rules-international-crowning-diagram-1 = A pedra de 11 passa por 2 e termina em 13: 11x2x13. Ela continua sendo pedra.
rules-international-draws-1 = Quem não pode mover perde. Isso acontece quando todas as suas peças foram capturadas ou estão bloqueadas.
rules-international-draws-2 = A partida termina empatada quando a mesma posição aparece três vezes, com a vez do mesmo jogador. Os jogadores também podem combinar o empate.
rules-international-draws-3 = A partida também é declarada empatada automaticamente nestes casos. Em um final, os lances contam a partir do momento em que surgiu a sua relação de forças, ou seja, desde a última captura ou promoção:
rules-international-draws-4 = Três peças, pelo menos uma delas dama, contra uma dama: empate após 16 lances de cada lado.
rules-international-draws-5 = Duas peças ou menos, pelo menos uma delas dama, contra uma dama: empate após 5 lances de cada lado.
rules-international-draws-6 = Os dois jogadores só movem damas, sem captura: empate após 25 lances de cada lado.
rules-international-notation-1 = As casas escuras são numeradas de 1 a 50. A casa 1 fica no alto à esquerda, com o tabuleiro visto pelas brancas. Os números vão da esquerda para a direita, fileira por fileira, até 50 embaixo à direita.
rules-international-notation-2 = Um lance se escreve 32-28. Uma captura se escreve 28x19, com cada casa de chegada, se necessário: 37x28x39.

## Damas inglesas (checkers)

rules-english-title = Damas inglesas (checkers)
rules-english-intro = As damas inglesas, ou checkers, são jogadas em 64 casas, com damas de passo curto e livre escolha da captura.
rules-english-board-1 = O tabuleiro tem 8 por 8 casas. A casa do canto à esquerda de cada jogador é escura.
rules-english-board-2 = Cada jogador tem 12 pedras nas casas escuras das três fileiras mais próximas dele. As pretas começam.
rules-english-board-diagram-1 = A posição inicial. As pedras pretas ficam em 1 a 12, as brancas em 21 a 32.
rules-english-men-1 = Uma pedra anda uma casa na diagonal para a frente, se essa casa estiver livre.
rules-english-men-diagram-1 = A pedra de 22 pode ir para 17 ou 18.
rules-english-kings-1 = Uma dama anda uma casa na diagonal, para a frente ou para trás. Ela não pode ir mais longe num lance.
rules-english-kings-diagram-1 = A dama de 18 pode ir para 14, 15, 22 ou 23.
rules-english-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-english-captures-2 = Uma peça captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela.
rules-english-captures-3 = As pedras só capturam para a frente. As damas capturam para a frente e para trás, mas só uma peça vizinha.
rules-english-captures-4 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-english-captures-5 = As peças saltadas ficam no tabuleiro até o fim do lance: elas continuam bloqueando o caminho, e nenhuma peça pode ser saltada duas vezes.
rules-english-captures-diagram-1 = A pedra de 22 deve capturar 18: 22x15. Ela não pode capturar 26, que está atrás dela.
rules-english-captures-diagram-2 = A dama de 18 captura 23 para trás e para logo atrás dela: 18x27.
rules-english-precedence-1 = Quando há várias maneiras de capturar, você escolhe qualquer uma. Não é preciso capturar o maior número de peças.
rules-english-precedence-2 = A captura escolhida ainda deve ser completada até o fim.
rules-english-precedence-diagram-1 = As brancas podem jogar 21x14 e capturar uma pedra, mesmo que 24x15x8 capture duas. Os dois lances são permitidos.
rules-english-crowning-1 = Uma pedra que chega à última fileira é promovida a dama.
rules-english-crowning-2 = Se isso acontece durante uma captura, o lance termina ali. A nova dama não captura mais nada nesse lance.
rules-english-crowning-diagram-1 = A pedra de 11 captura 7 e é promovida a dama em 2: 11x2. O lance termina, então 6 não é capturada.
rules-english-draws-1 = Quem não pode mover perde. Isso acontece quando todas as suas peças foram capturadas ou estão bloqueadas.
rules-english-draws-2 = A partida termina empatada quando a mesma posição aparece três vezes, com a vez do mesmo jogador. Os jogadores também podem combinar o empate.
rules-english-draws-3 = A partida também termina empatada após 50 lances de cada lado sem captura e sem nenhuma pedra movida.
rules-english-draws-4 = Os torneios da federação mundial usam 40 lances, a pedido de um jogador. Este jogo declara o empate aos 50 lances, sem pedido.
rules-english-notation-1 = As casas escuras são numeradas de 1 a 32. A casa 1 fica no alto à esquerda, com o tabuleiro visto pelas brancas. Os números vão da esquerda para a direita, fileira por fileira, até 32 embaixo à direita.
rules-english-notation-2 = Um lance se escreve 22-18. Uma captura se escreve 22x15, com cada casa de chegada, se necessário: 24x15x8.

## Damas espanholas

rules-spanish-title = Damas espanholas
rules-spanish-intro = As damas espanholas são jogadas em 64 casas, com damas voadoras. As pedras só capturam para a frente.
rules-spanish-board-1 = O tabuleiro tem 8 por 8 casas. Ele fica girado: a casa do canto à direita de cada jogador é escura.
rules-spanish-board-2 = Cada jogador tem 12 pedras nas casas escuras das três fileiras mais próximas dele. As brancas começam.
rules-spanish-board-diagram-1 = A posição inicial. As pedras brancas ficam em 1 a 12, as pretas em 21 a 32.
rules-spanish-men-1 = Uma pedra anda uma casa na diagonal para a frente, se essa casa estiver livre.
rules-spanish-men-diagram-1 = A pedra de 10 pode ir para 13 ou 14.
rules-spanish-kings-1 = Uma dama anda pela diagonal, para a frente ou para trás, quantas casas livres quiser.
rules-spanish-kings-diagram-1 = A dama de 1 pode ir para qualquer casa marcada.
rules-spanish-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-spanish-captures-2 = Uma pedra captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela. As pedras só capturam para a frente.
rules-spanish-captures-3 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-spanish-captures-4 = Uma dama captura para a frente e para trás uma peça a qualquer distância na sua diagonal, se as casas entre elas estiverem livres. Ela para em qualquer casa livre atrás da peça. Se de uma dessas casas ela puder capturar de novo, deve parar nela e continuar capturando.
rules-spanish-captures-5 = Uma peça não pode ser saltada duas vezes. As peças capturadas só saem do tabuleiro no fim do lance, por isso continuam bloqueando o caminho.
rules-spanish-captures-diagram-1 = A pedra de 10 deve capturar 14: 10x19. Ela não pode capturar 6, que está atrás dela.
rules-spanish-captures-diagram-2 = A dama de 1 captura 14 e pode parar em 19, 23, 28 ou 32.
rules-spanish-precedence-1 = Você deve capturar o maior número possível de peças. É a Lei da Quantidade.
rules-spanish-precedence-2 = Se houver várias capturas com o mesmo número de peças, você deve escolher uma das que capturam mais damas. É a Lei da Qualidade.
rules-spanish-precedence-diagram-1 = Quantidade: as brancas devem jogar 12x19x28 e capturar duas pedras. Não é permitido capturar a dama com 9x18.
rules-spanish-precedence-diagram-2 = Qualidade: cada captura é de uma só peça. As brancas devem capturar a dama com 9x18, e não a pedra com 12x19.
rules-spanish-crowning-1 = Uma pedra que chega à última fileira é promovida a dama.
rules-spanish-crowning-2 = Se isso acontece durante uma captura, o lance termina ali. A nova dama não captura mais nada nesse lance.
rules-spanish-crowning-diagram-1 = A pedra de 23 captura 27 e é promovida a dama em 30: 23x30. O lance termina, então 26 não é capturada.
rules-spanish-draws-1 = Quem não pode mover perde. Isso acontece quando todas as suas peças foram capturadas ou estão bloqueadas.
rules-spanish-draws-2 = A partida termina empatada quando a mesma posição aparece três vezes, com a vez do mesmo jogador. Os jogadores também podem combinar o empate.
rules-spanish-draws-3 = A partida também termina empatada após 20 lances de cada lado em que só damas se movem, sem captura.
rules-spanish-notation-1 = As casas escuras são numeradas de 1 a 32. A casa 1 fica embaixo à direita das brancas. Os números vão da direita para a esquerda, fileira por fileira, até 32 no alto à esquerda.
rules-spanish-notation-2 = Um lance se escreve 10-14. Uma captura se escreve 10x19, com cada casa de chegada, se necessário: 12x19x28.

## Damas turcas

rules-turkish-title = Damas turcas
rules-turkish-intro = As damas turcas (dama) usam todas as casas do tabuleiro. As peças andam em linha reta, pelas fileiras e colunas, não na diagonal.
rules-turkish-board-1 = O tabuleiro tem 8 por 8 casas, e todas as 64 são usadas.
rules-turkish-board-2 = Cada jogador tem 16 pedras na segunda e na terceira fileiras do seu lado. A primeira fileira fica vazia. As brancas começam.
rules-turkish-board-diagram-1 = A posição inicial.
rules-turkish-men-1 = Uma pedra anda uma casa em linha reta para a frente, ou uma casa para a esquerda ou para a direita. Ela nunca anda para trás.
rules-turkish-men-diagram-1 = A pedra de d4 pode ir para d5, c4 ou e4.
rules-turkish-kings-1 = Uma dama anda por uma fileira ou uma coluna, para a frente, para trás ou para os lados, quantas casas livres quiser.
rules-turkish-kings-diagram-1 = A dama de d4 pode ir para qualquer casa marcada.
rules-turkish-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-turkish-captures-2 = Uma pedra captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela. As pedras capturam para a frente e para os lados, nunca para trás.
rules-turkish-captures-3 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-turkish-captures-4 = Uma dama captura uma peça a qualquer distância na sua fileira ou coluna, se as casas entre elas estiverem livres. Ela para em qualquer casa livre atrás da peça. Se de uma dessas casas ela puder capturar de novo, deve parar nela e continuar capturando.
rules-turkish-captures-5 = Cada peça capturada sai do tabuleiro assim que é saltada. Assim, a peça que captura pode depois atravessar a casa onde ela estava.
rules-turkish-captures-6 = Entre dois saltos, a peça que captura não pode voltar na direção oposta.
rules-turkish-captures-diagram-1 = A pedra de d4 captura e4 para o lado e depois f5 para a frente: d4xf4xf6. Ela não pode capturar d3, que está atrás dela.
rules-turkish-captures-diagram-2 = A dama de c1 captura c4, e7, f6 e b4: c1xc7xf7xf4xa4. No último salto ela atravessa c4, que já está vazia.
rules-turkish-precedence-1 = Vale a Lei da Maioria: você deve capturar o maior número possível de peças. Uma dama conta como uma peça, igual a uma pedra.
rules-turkish-precedence-2 = Se houver várias capturas com o mesmo número de peças, você escolhe livremente entre elas.
rules-turkish-precedence-diagram-1 = As brancas devem jogar f3xf5xf7 e capturar duas pedras. Não é permitido capturar a dama com b4xb6, porque assim se captura só uma peça.
rules-turkish-crowning-1 = Uma pedra que termina o lance na última fileira é promovida a dama.
rules-turkish-crowning-2 = Uma pedra que chega à última fileira durante uma captura continua capturando como pedra, se puder. Ela é promovida a dama quando o lance termina.
rules-turkish-crowning-3 = As fontes divergem neste ponto, e nenhum texto de federação o resolve: algumas promovem a pedra na hora. Este jogo segue a regra que a maioria dos guias dá: a promoção acontece quando o lance termina.
rules-turkish-crowning-diagram-1 = A pedra de c6 captura c7, chega a c8 e depois captura d8 como pedra: c6xc8xe8. Ela é promovida a dama em e8 no fim, então não captura e5 neste lance.
rules-turkish-draws-1 = Quem não pode mover perde. Isso acontece quando todas as suas peças foram capturadas ou estão bloqueadas.
rules-turkish-draws-2 = A partida termina empatada quando a mesma posição aparece três vezes, com a vez do mesmo jogador. Os jogadores também podem combinar o empate.
rules-turkish-draws-3 = A partida termina empatada na hora quando cada jogador fica com uma só peça.
rules-turkish-draws-4 = A partida também termina empatada após 50 lances de cada lado sem captura e sem nenhuma pedra movida.
rules-turkish-draws-5 = O empate com uma peça de cada lado segue o guia para iniciantes da Dama Akademisi (§19b): “mesmo que uma delas seja dama”. Alguns jogadores continuam a partida com uma dama contra uma pedra sozinha.
rules-turkish-notation-1 = Cada casa tem uma letra para a coluna, de a até h a partir da esquerda das brancas, e um número para a fileira, de 1 a 8 a partir do lado das brancas.
rules-turkish-notation-2 = Um lance se escreve d3-d4. Uma captura se escreve d4xd6, com cada casa de chegada, se necessário: d4xf4xf6.

## Damas italianas

rules-italian-title = Damas italianas
rules-italian-intro = As damas italianas (dama italiana) são jogadas em 64 casas, com damas de passo curto, pelas regras da federação italiana, a FID. As pedras não podem capturar damas.
rules-italian-board-1 = O tabuleiro tem 8 por 8 casas. Ele fica girado: a casa do canto à direita de cada jogador é escura.
rules-italian-board-2 = Cada jogador tem 12 pedras nas casas escuras das três fileiras mais próximas dele. As brancas começam.
rules-italian-board-diagram-1 = A posição inicial. As pedras pretas ficam em 1 a 12, as brancas em 21 a 32.
rules-italian-men-1 = Uma pedra anda uma casa na diagonal para a frente, se essa casa estiver livre.
rules-italian-men-diagram-1 = A pedra de 22 pode ir para 18 ou 19.
rules-italian-kings-1 = Uma dama anda uma casa na diagonal, para a frente ou para trás. Ela não pode ir mais longe num lance.
rules-italian-kings-diagram-1 = A dama de 18 pode ir para 13, 14, 21 ou 22.
rules-italian-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-italian-captures-2 = Uma peça captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela. As pedras só capturam para a frente. As damas capturam para a frente e para trás, mas só uma peça vizinha.
rules-italian-captures-3 = Uma pedra nunca captura uma dama. Ela só captura pedras.
rules-italian-captures-4 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-italian-captures-5 = As peças saltadas ficam no tabuleiro até o fim do lance: elas continuam bloqueando o caminho, e nenhuma peça pode ser saltada duas vezes.
rules-italian-captures-diagram-1 = A pedra de 22 deve capturar 18: 22x13. Ela não pode capturar 26, que está atrás dela.
rules-italian-captures-diagram-2 = A pedra de 22 deve capturar a pedra de 19: 22x15. Ela não pode capturar a dama de 18.
rules-italian-precedence-1 = Quando há várias maneiras de capturar, estas regras decidem, nesta ordem: capturar o maior número de peças; em caso de igualdade, capturar com uma dama em vez de uma pedra; depois, capturar o maior número de damas; depois, escolher a captura que encontra uma dama primeiro.
rules-italian-precedence-2 = Se as capturas continuarem iguais depois das quatro regras, você escolhe livremente entre elas.
rules-italian-precedence-diagram-1 = A dama de 27 e a pedra de 22 podem capturar uma peça cada uma. A dama é que deve capturar: 27x20. A captura da pedra, 22x13, não é permitida.
rules-italian-crowning-1 = Uma pedra que chega à última fileira é promovida a dama.
rules-italian-crowning-2 = Se isso acontece durante uma captura, o lance termina ali. A nova dama não captura mais nada nesse lance.
rules-italian-crowning-diagram-1 = A pedra de 9 captura 5 e é promovida a dama em 2: 9x2. O lance termina, então 6 não é capturada.
rules-italian-draws-1 = Quem não pode mover perde. Isso acontece quando todas as suas peças foram capturadas ou estão bloqueadas.
rules-italian-draws-2 = A partida termina empatada quando a mesma posição aparece quatro vezes, com a vez do mesmo jogador. Os jogadores também podem combinar o empate.
rules-italian-draws-3 = A partida também termina empatada após 40 lances de cada lado sem captura e sem nenhuma pedra movida.
rules-italian-notation-1 = As casas escuras são numeradas de 1 a 32. A casa 1 fica no alto à esquerda, com o tabuleiro visto pelas brancas. Os números vão da esquerda para a direita, fileira por fileira, até 32 embaixo à direita.
rules-italian-notation-2 = Um lance se escreve 22-18. Uma captura se escreve 22x13, com cada casa de chegada, se necessário.

## Damas tchecas

rules-czech-title = Damas tchecas
rules-czech-intro = As damas tchecas (česká dáma) são jogadas em 64 casas, com damas voadoras, pelas regras da federação tcheca. As pedras só capturam para a frente e, quando uma dama pode capturar, é uma dama que tem de capturar.
rules-czech-board-1 = O tabuleiro tem 8 por 8 casas. A casa do canto a1, à esquerda das brancas, é escura.
rules-czech-board-2 = Cada jogador tem 12 pedras nas casas escuras das três fileiras mais próximas dele. As brancas começam.
rules-czech-board-diagram-1 = A posição inicial.
rules-czech-men-1 = Uma pedra anda uma casa na diagonal para a frente, se essa casa estiver livre.
rules-czech-men-diagram-1 = A pedra de c3 pode ir para b4 ou d4.
rules-czech-kings-1 = Uma dama anda pela diagonal, para a frente ou para trás, quantas casas livres quiser. É uma dama “voadora”.
rules-czech-kings-diagram-1 = A dama de c1 pode ir para qualquer casa marcada.
rules-czech-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-czech-captures-2 = Uma pedra captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela. As pedras só capturam para a frente.
rules-czech-captures-3 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-czech-captures-4 = Uma dama captura uma peça a qualquer distância na sua diagonal, se as casas entre elas estiverem livres. Ela para em qualquer casa livre atrás da peça. Se de uma dessas casas ela puder capturar de novo, deve parar nela e continuar capturando.
rules-czech-captures-5 = Uma peça não pode ser saltada duas vezes. As peças capturadas só saem do tabuleiro no fim do lance, por isso continuam bloqueando o caminho.
rules-czech-captures-diagram-1 = A pedra de c3 deve capturar d4: c3xe5. Ela não pode capturar b2, que está atrás dela.
rules-czech-captures-diagram-2 = A dama de a1 captura d4 e pode parar em e5, f6, g7 ou h8.
rules-czech-precedence-1 = Se uma dama pode capturar, é uma dama que tem de capturar: uma pedra não pode capturar no lugar dela.
rules-czech-precedence-2 = Caso contrário, você escolhe livremente entre as capturas. Não é preciso capturar o maior número de peças.
rules-czech-precedence-diagram-1 = A dama de a1 deve capturar: a1xd4. A captura da pedra, e5xg7, não é permitida.
rules-czech-precedence-diagram-2 = As brancas podem jogar a3xc5 e capturar a dama, mesmo que g3xe5xg7 capture duas pedras. Os dois lances são permitidos.
rules-czech-crowning-1 = Uma pedra que chega à última fileira é promovida a dama.
rules-czech-crowning-2 = Se isso acontece durante uma captura, o lance termina ali: uma pedra só captura para a frente, então não tem mais nada a capturar.
rules-czech-crowning-diagram-1 = A pedra de b6 captura c7 e é promovida a dama em d8: b6xd8.
rules-czech-draws-1 = Quem não pode mover perde. Isso acontece quando todas as suas peças foram capturadas ou estão bloqueadas.
rules-czech-draws-2 = A partida termina empatada quando a mesma posição aparece três vezes, com a vez do mesmo jogador. Os jogadores também podem combinar o empate.
rules-czech-draws-3 = Este jogo não tem empate por contagem de lances: nenhum foi encontrado nos resumos das regras tchecas que ele segue.
rules-czech-notation-1 = Cada casa tem uma letra para a coluna, de a até h a partir da esquerda das brancas, e um número para a fileira, de 1 a 8 a partir do lado das brancas.
rules-czech-notation-2 = Um lance se escreve c3-d4. Uma captura se escreve c3xe5, com cada casa de chegada, se necessário: c3xe5xg7.

## Damas pool (americanas)

rules-pool-title = Damas pool (americanas)
rules-pool-intro = As damas pool, jogadas nos Estados Unidos, usam 64 casas e damas voadoras. As pedras capturam para a frente e para trás, e você escolhe livremente a sua captura.
rules-pool-board-1 = O tabuleiro tem 8 por 8 casas. A casa do canto à esquerda de cada jogador é escura.
rules-pool-board-2 = Cada jogador tem 12 pedras nas casas escuras das três fileiras mais próximas dele. As pretas começam.
rules-pool-board-diagram-1 = A posição inicial. As pedras pretas ficam em 1 a 12, as brancas em 21 a 32.
rules-pool-men-1 = Uma pedra anda uma casa na diagonal para a frente, se essa casa estiver livre.
rules-pool-men-diagram-1 = A pedra de 22 pode ir para 17 ou 18.
rules-pool-kings-1 = Uma dama anda pela diagonal, para a frente ou para trás, quantas casas livres quiser. É uma dama “voadora”.
rules-pool-kings-diagram-1 = A dama de 29 pode ir para qualquer casa marcada.
rules-pool-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-pool-captures-2 = Uma pedra captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela. As pedras capturam para a frente e para trás.
rules-pool-captures-3 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-pool-captures-4 = Uma dama captura uma peça a qualquer distância na sua diagonal, se as casas entre elas estiverem livres. Ela para em qualquer casa livre atrás da peça. Se de uma dessas casas ela puder capturar de novo, deve parar nela e continuar capturando.
rules-pool-captures-5 = Uma peça não pode ser saltada duas vezes. As peças capturadas só saem do tabuleiro no fim do lance, por isso continuam bloqueando o caminho.
rules-pool-captures-diagram-1 = A pedra de 22 captura 18 e depois 19, para trás: 22x15x24.
rules-pool-captures-diagram-2 = A dama de 29 captura 18 e pode parar em 15, 11, 8 ou 4.
rules-pool-precedence-1 = Quando há várias maneiras de capturar, você escolhe qualquer uma. Não é preciso capturar o maior número de peças.
rules-pool-precedence-2 = A captura escolhida ainda deve ser completada até o fim.
rules-pool-precedence-diagram-1 = As brancas podem jogar 21x14 e capturar a dama, mesmo que 24x15x8 capture duas pedras. Os dois lances são permitidos.
rules-pool-crowning-1 = Uma pedra que termina o lance na última fileira é promovida a dama.
rules-pool-crowning-2 = Uma pedra que chega à última fileira durante uma captura, e ainda pode capturar para trás, deve continuar. Ela segue como pedra e não é promovida.
rules-pool-crowning-diagram-1 = A pedra de 9 passa por 2 e termina em 11: 9x2x11. Ela continua sendo pedra.
rules-pool-draws-1 = Quem não pode mover perde. Isso acontece quando todas as suas peças foram capturadas ou estão bloqueadas.
rules-pool-draws-2 = A partida termina empatada quando a mesma posição aparece três vezes, com a vez do mesmo jogador. Os jogadores também podem combinar o empate.
rules-pool-draws-3 = A partida também é declarada empatada automaticamente nestes casos. Em um final, os lances contam a partir do momento em que surgiu a sua relação de forças, ou seja, desde a última captura ou promoção:
rules-pool-draws-4 = Três damas contra uma dama: empate se o lado mais forte fizer 13 lances sem vencer.
rules-pool-draws-5 = Os dois jogadores só movem damas, sem captura: empate após 15 lances de cada lado.
rules-pool-notation-1 = As casas escuras são numeradas de 1 a 32. A casa 1 fica no alto à esquerda, com o tabuleiro visto pelas brancas. Os números vão da esquerda para a direita, fileira por fileira, até 32 embaixo à direita.
rules-pool-notation-2 = Um lance se escreve 22-18. Uma captura se escreve 22x15, com cada casa de chegada, se necessário: 22x15x24.

## Damas tailandesas (mak-hos)

rules-thai-title = Damas tailandesas (mak-hos)
rules-thai-intro = As damas tailandesas (mak-hos) são jogadas em 64 casas, com 8 pedras para cada jogador. As damas são voadoras, mas param logo atrás da peça que capturam, e as peças capturadas saem do tabuleiro na hora.
rules-thai-board-1 = O tabuleiro tem 8 por 8 casas. A casa do canto à esquerda de cada jogador é escura.
rules-thai-board-2 = Cada jogador tem 8 pedras nas casas escuras das duas fileiras mais próximas dele. As pretas começam.
rules-thai-board-diagram-1 = A posição inicial. As pedras brancas ficam em 1 a 8, as pretas em 25 a 32.
rules-thai-men-1 = Uma pedra anda uma casa na diagonal para a frente, se essa casa estiver livre.
rules-thai-men-diagram-1 = A pedra de 11 pode ir para 15 ou 16.
rules-thai-kings-1 = Uma dama anda pela diagonal, para a frente ou para trás, quantas casas livres quiser. É uma dama “voadora”.
rules-thai-kings-diagram-1 = A dama de 4 pode ir para qualquer casa marcada.
rules-thai-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-thai-captures-2 = Uma pedra captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela. As pedras só capturam para a frente.
rules-thai-captures-3 = Uma dama captura uma peça a qualquer distância na sua diagonal, se as casas entre elas estiverem livres. Ela deve parar na casa logo atrás dessa peça, e dali pode capturar de novo em qualquer direção.
rules-thai-captures-4 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-thai-captures-5 = Cada peça capturada sai do tabuleiro na hora, por isso não bloqueia mais o caminho.
rules-thai-captures-diagram-1 = A dama de 4 captura 15 e deve parar logo atrás dela, em 18: 4x18.
rules-thai-captures-diagram-2 = A pedra de 11 deve capturar 15: 11x18. Ela não pode capturar 7, que está atrás dela.
rules-thai-precedence-1 = Quando há várias maneiras de capturar, você escolhe qualquer uma. Não é preciso capturar o maior número de peças.
rules-thai-precedence-2 = A captura escolhida ainda deve ser completada até o fim.
rules-thai-precedence-diagram-1 = As brancas podem jogar 12x19 e capturar uma pedra, mesmo que 9x18x25 capture duas. Os dois lances são permitidos.
rules-thai-crowning-1 = Uma pedra que chega à última fileira é promovida a dama.
rules-thai-crowning-2 = Se isso acontece durante uma captura, o lance termina ali. A nova dama não captura mais nada nesse lance.
rules-thai-crowning-diagram-1 = A pedra de 24 captura 27 e é promovida a dama em 31: 24x31. O lance termina, então 26 não é capturada.
rules-thai-draws-1 = Quem não pode mover perde. Isso acontece quando todas as suas peças foram capturadas ou estão bloqueadas.
rules-thai-draws-2 = A partida termina empatada quando a mesma posição aparece três vezes, com a vez do mesmo jogador. Os jogadores também podem combinar o empate.
rules-thai-draws-3 = Este jogo não tem empate por contagem de lances: as fontes sobre o mak-hos não dão nenhum. Quem começa também varia entre as fontes; este jogo segue o padrão PDN, em que as pretas começam.
rules-thai-notation-1 = As casas escuras são numeradas de 1 a 32 com o tabuleiro visto pelas pretas, que começam: a casa 1 é a primeira casa escura no alto, à esquerda das pretas, que para as brancas é g1. Os números vão da esquerda para a direita das pretas, fileira por fileira, até 32, no próprio lado das pretas.
rules-thai-notation-2 = Um lance se escreve 27-23. Uma captura se escreve 11x18, com cada casa de chegada, se necessário: 9x18x25.

## Damas perde-ganha

rules-antidraughts-title = Damas perde-ganha
rules-antidraughts-intro = As damas perde-ganha são jogadas com as regras internacionais num tabuleiro de 100 casas, mas o objetivo é invertido: você vence ao perder todas as suas peças ou ao ficar sem lances.
rules-antidraughts-board-1 = O tabuleiro tem 10 por 10 casas. A casa do canto à esquerda das brancas é escura.
rules-antidraughts-board-2 = Cada jogador tem 20 pedras nas casas escuras das quatro fileiras mais próximas dele. As brancas começam.
rules-antidraughts-board-diagram-1 = A posição inicial. As pedras pretas ficam em 1 a 20, as brancas em 31 a 50.
rules-antidraughts-men-1 = Uma pedra anda uma casa na diagonal para a frente, se essa casa estiver livre.
rules-antidraughts-men-diagram-1 = A pedra de 33 pode ir para 28 ou 29.
rules-antidraughts-kings-1 = Uma dama anda pela diagonal, para a frente ou para trás, quantas casas livres quiser. É uma dama “voadora”.
rules-antidraughts-kings-diagram-1 = A dama de 46 pode ir para qualquer casa marcada.
rules-antidraughts-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Nas damas perde-ganha, é assim que você entrega as suas peças. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-antidraughts-captures-2 = Uma pedra captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela. As pedras capturam para a frente e para trás.
rules-antidraughts-captures-3 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-antidraughts-captures-4 = Uma dama captura uma peça a qualquer distância na sua diagonal, se as casas entre elas estiverem livres. Ela para em qualquer casa livre atrás da peça. Se de uma dessas casas ela puder capturar de novo, deve parar nela e continuar capturando.
rules-antidraughts-captures-5 = Uma peça não pode ser saltada duas vezes. As peças capturadas só saem do tabuleiro no fim do lance, por isso continuam bloqueando o caminho.
rules-antidraughts-captures-diagram-1 = A pedra de 37 captura 32 e depois 33, para trás: 37x28x39.
rules-antidraughts-captures-diagram-2 = A dama de 46 captura 32 e pode parar em 28, 23, 19, 14, 10 ou 5.
rules-antidraughts-precedence-1 = Vale a Lei da Maioria: você deve capturar o maior número possível de peças. Uma dama conta como uma peça, igual a uma pedra.
rules-antidraughts-precedence-2 = Se houver várias capturas com o mesmo número de peças, você escolhe livremente entre elas.
rules-antidraughts-precedence-diagram-1 = As brancas devem jogar 39x28x19 e capturar duas pedras. Não é permitido capturar a dama com 36x27, porque assim se captura só uma peça.
rules-antidraughts-crowning-1 = Uma pedra que termina o lance na última fileira é promovida a dama.
rules-antidraughts-crowning-2 = Uma pedra que chega à última fileira durante uma captura, e ainda pode capturar, deve continuar. Ela segue como pedra e não é promovida.
rules-antidraughts-crowning-diagram-1 = A pedra de 11 passa por 2 e termina em 13: 11x2x13. Ela continua sendo pedra.
rules-antidraughts-draws-1 = Quem não pode mover vence. Isso acontece quando todas as suas peças foram capturadas ou estão bloqueadas.
rules-antidraughts-draws-2 = A partida termina empatada quando a mesma posição aparece três vezes, com a vez do mesmo jogador. Os jogadores também podem combinar o empate.
rules-antidraughts-draws-3 = Não há nenhuma outra regra de empate, nem mesmo quando restam poucas peças.
rules-antidraughts-notation-1 = As casas escuras são numeradas de 1 a 50. A casa 1 fica no alto à esquerda, com o tabuleiro visto pelas brancas. Os números vão da esquerda para a direita, fileira por fileira, até 50 embaixo à direita.
rules-antidraughts-notation-2 = Um lance se escreve 32-28. Uma captura se escreve 28x19, com cada casa de chegada, se necessário: 37x28x39.

## Ruptura

rules-breakthrough-title = Ruptura
rules-breakthrough-intro = Ruptura é jogada com as regras internacionais num tabuleiro de 100 casas, mas vence o primeiro jogador a promover uma pedra a dama.
rules-breakthrough-board-1 = O tabuleiro tem 10 por 10 casas. A casa do canto à esquerda das brancas é escura.
rules-breakthrough-board-2 = Cada jogador tem 20 pedras nas casas escuras das quatro fileiras mais próximas dele. As brancas começam.
rules-breakthrough-board-diagram-1 = A posição inicial. As pedras pretas ficam em 1 a 20, as brancas em 31 a 50.
rules-breakthrough-men-1 = Uma pedra anda uma casa na diagonal para a frente, se essa casa estiver livre.
rules-breakthrough-men-diagram-1 = A pedra de 33 pode ir para 28 ou 29.
rules-breakthrough-kings-1 = Não há damas em jogo: a primeira pedra que termina o lance na última fileira é promovida a dama, e isso encerra a partida.
rules-breakthrough-captures-1 = A captura é obrigatória: quando você pode capturar, tem de capturar, e o jogo não aceita nenhum outro lance. Só se capturam peças adversárias: nenhuma peça salta sobre outra da sua própria cor.
rules-breakthrough-captures-2 = Uma pedra captura saltando sobre uma peça adversária vizinha até a casa livre logo atrás dela. As pedras capturam para a frente e para trás.
rules-breakthrough-captures-3 = Depois de um salto, a peça deve continuar saltando enquanto puder. Todos os saltos juntos formam um único lance.
rules-breakthrough-captures-4 = Uma peça não pode ser saltada duas vezes. As peças capturadas só saem do tabuleiro no fim do lance, por isso continuam bloqueando o caminho.
rules-breakthrough-captures-diagram-1 = A pedra de 37 captura 32 e depois 33, para trás: 37x28x39.
rules-breakthrough-precedence-1 = Vale a Lei da Maioria: você deve capturar o maior número possível de peças.
rules-breakthrough-precedence-2 = Se houver várias capturas com o mesmo número de peças, você escolhe livremente entre elas.
rules-breakthrough-precedence-diagram-1 = As brancas devem jogar 39x28x19 e capturar duas pedras. Não é permitido capturar uma só pedra com 36x27.
rules-breakthrough-crowning-1 = Uma pedra que termina o lance na última fileira é promovida a dama, e o seu jogador vence a partida na hora.
rules-breakthrough-crowning-2 = Uma pedra que só passa pela última fileira durante uma captura, e deve continuar capturando, segue como pedra: isso não dá a vitória.
rules-breakthrough-crowning-diagram-1 = A pedra de 7 vai para 2 e é promovida a dama: as brancas vencem.
rules-breakthrough-crowning-diagram-2 = A pedra de 11 passa por 2 e termina em 13: 11x2x13. Ela continua sendo pedra, e a partida segue.
rules-breakthrough-draws-1 = Vence o primeiro jogador a promover uma pedra a dama. Quem não pode mover perde.
rules-breakthrough-draws-2 = Durante o jogo não há empate, salvo por acordo: todo lance faz uma pedra andar para a frente ou é uma captura, então nenhuma posição volta a aparecer.
rules-breakthrough-notation-1 = As casas escuras são numeradas de 1 a 50. A casa 1 fica no alto à esquerda, com o tabuleiro visto pelas brancas. Os números vão da esquerda para a direita, fileira por fileira, até 50 embaixo à direita.
rules-breakthrough-notation-2 = Um lance se escreve 32-28. Uma captura se escreve 28x19, com cada casa de chegada, se necessário: 37x28x39.
