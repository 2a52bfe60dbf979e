_pad = "_"
_letters = "abcdefghij"

SYMBOLS = [_pad] + list(_letters)
PAD_ID = SYMBOLS.index(_pad)
