"""Word wrapping, full justification and column layout for plain-text reports."""
from typing import List

PARAGRAPH = ("Pyrite runs the small scripts that agents write: data munging, reports, "
             "simulations and little parsers. It must print exactly what CPython prints, "
             "byte for byte, including tracebacks, so every corner of formatting matters. "
             "Supercalifragilisticexpialidocious words must still be handled gracefully.")


def wrap(text: str, width: int) -> List[str]:
    lines: List[str] = []
    current: List[str] = []
    length = 0
    for word in text.split():
        while len(word) > width:
            if current:
                lines.append(" ".join(current))
                current, length = [], 0
            lines.append(word[:width - 1] + "-")
            word = word[width - 1:]
        extra = len(word) + (1 if current else 0)
        if length + extra > width:
            lines.append(" ".join(current))
            current, length = [word], len(word)
        else:
            current.append(word)
            length += extra
    if current:
        lines.append(" ".join(current))
    return lines


def justify(line: str, width: int) -> str:
    words = line.split()
    if len(words) == 1:
        return words[0].ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    base, extra = divmod(spaces, gaps)
    out = ""
    for i, w in enumerate(words[:-1]):
        out += w + " " * (base + (1 if i < extra else 0))
    return out + words[-1]


def columns(items: List[str], ncols: int, gap: int = 2) -> List[str]:
    nrows = -(-len(items) // ncols)
    cols = [items[i * nrows:(i + 1) * nrows] for i in range(ncols)]
    widths = [max((len(x) for x in c), default=0) for c in cols]
    rows = []
    for r in range(nrows):
        cells = [c[r].ljust(w) for c, w in zip(cols, widths) if r < len(c)]
        rows.append((" " * gap).join(cells).rstrip())
    return rows


def boxed(lines: List[str], title: str = "") -> List[str]:
    width = max(len(l) for l in lines + [title])
    top = "+" + (f" {title} ".center(width + 2, "-") if title else "-" * (width + 2)) + "+"
    return [top] + [f"| {l.ljust(width)} |" for l in lines] + ["+" + "-" * (width + 2) + "+"]


def main() -> None:
    for width in (40, 28):
        lines = wrap(PARAGRAPH, width)
        print(f"--- wrap {width}: {len(lines)} lines ---")
        for l in lines:
            print(f"|{l:<{width}}|")
    print("--- justified 36 ---")
    lines = wrap(PARAGRAPH, 36)
    for l in lines[:-1]:
        print("|" + justify(l, 36) + "|")
    print("|" + lines[-1].ljust(36) + "|")
    words = sorted(set(w.strip(".,:").lower() for w in PARAGRAPH.split() if len(w) > 6))
    print("--- long words in 3 columns ---")
    print("\n".join(columns(words, 3)))
    print("\n".join(boxed(wrap("Short note: wrapping and boxing done by hand.", 20), title="NOTE")))
    print(wrap("", 10), wrap("abcdefghij", 4), justify("a b c", 9) + "|")
    print([l.rjust(12, ".") for l in wrap("right aligned text here", 12)])


if __name__ == "__main__":
    main()
