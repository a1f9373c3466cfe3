print(1 in "abc")
