'x'.foo
