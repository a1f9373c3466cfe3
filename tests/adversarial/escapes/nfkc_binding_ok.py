# A name bound with one spelling is read with another.
# expect: ok
# stdout: 3 3
ｖalue = 3
print(value, 𝐯𝐚𝐥ue)
