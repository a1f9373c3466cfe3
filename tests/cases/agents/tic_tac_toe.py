"""Tic-tac-toe with a memoized minimax player; plays itself and analyses positions."""
from typing import Dict, List, Optional, Tuple

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
CACHE: Dict[Tuple[str, str], Tuple[int, int]] = {}


def winner(board: str) -> Optional[str]:
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


def moves(board: str) -> List[int]:
    return [i for i, ch in enumerate(board) if ch == "."]


def play(board: str, i: int, player: str) -> str:
    return board[:i] + player + board[i + 1:]


def minimax(board: str, player: str) -> Tuple[int, int]:
    """Return (score for X, best move). X maximizes, O minimizes."""
    key = (board, player)
    if key in CACHE:
        return CACHE[key]
    w = winner(board)
    if w is not None:
        result = (1 if w == "X" else -1, -1)
    elif not moves(board):
        result = (0, -1)
    else:
        other = "O" if player == "X" else "X"
        scored = [(minimax(play(board, m, player), other)[0], m) for m in moves(board)]
        if player == "X":
            best = max(scored, key=lambda sm: (sm[0], -sm[1]))
        else:
            best = min(scored, key=lambda sm: (sm[0], sm[1]))
        result = best
    CACHE[key] = result
    return result


def show(board: str) -> str:
    return "\n".join(" ".join(board[r * 3:r * 3 + 3]) for r in range(3))


def self_play(board: str = ".........", player: str = "X") -> str:
    while winner(board) is None and moves(board):
        _, m = minimax(board, player)
        board = play(board, m, player)
        player = "O" if player == "X" else "X"
    return board


def main() -> None:
    score, move = minimax(".........", "X")
    print("empty board value:", score, "best first move:", move)
    print("positions cached:", len(CACHE))
    final = self_play()
    print(show(final))
    print("result:", winner(final) or "draw")
    puzzles = ["XX.OO....", "X.O.X.O..", "OX.XO....", "XOXOXO..."]
    for p in puzzles:
        to_move = "X" if p.count("X") == p.count("O") else "O"
        s, m = minimax(p, to_move)
        outcome = {1: "X wins", 0: "draw", -1: "O wins"}[s]
        print(f"{p} {to_move} to move: best {m} -> {outcome}")
    end = self_play("X...O....", "X")
    print(show(end), "->", winner(end) or "draw")
    tally = {"X": 0, "O": 0, "draw": 0}
    for first in range(9):
        b = self_play(play(".........", first, "X"), "O")
        tally[winner(b) or "draw"] += 1
    print("after each X opening, perfect play gives:", tally)
    reachable = [b for (b, p) in CACHE if winner(b)]
    print("terminal won positions seen:", len(reachable), "X wins:", sum(1 for b in reachable if winner(b) == "X"))


if __name__ == "__main__":
    main()
