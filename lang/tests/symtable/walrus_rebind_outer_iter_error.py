[[(a := 1) for b in c] for a in d]
