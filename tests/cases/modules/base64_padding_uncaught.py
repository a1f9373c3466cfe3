# An uncaught binascii.Error from binascii (a C function in CPython: no frames of its own).
import binascii
token = "eyJ1c2VyIjoiYm9iIn0"
print(binascii.a2b_base64(token + "=" * (-len(token) % 4)))
print(binascii.a2b_base64(token))
