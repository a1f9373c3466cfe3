pairs = [(a, b) for a in xs if a for b in ys if b > a]
