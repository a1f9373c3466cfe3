x = 2
raise SystemExit("bye")
x
