s = {c for c in "abc"}
d = {k: v for k, v in pairs if k}
