import sys
print("exit -1 is status 255")
sys.exit(-1)
