from m import *
