del 5
