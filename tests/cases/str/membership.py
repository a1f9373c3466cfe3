s = "hello world"
print("o" in s, "z" in s)
print("wor" in s, "word" in s)
print("" in s, "" in "")
print("h" not in s, "q" not in s)
print("hello world" in s, "hello world!" in s)
print("é" in "café", "e" in "café")
