words = ["apple", "bob", "kayak", "level", "python"]
palindromes = [w for w in words if w == w[::-1]]
lengths = {w: len(w) for w in words}
print(palindromes, lengths)
