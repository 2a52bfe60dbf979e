_pad = "_"
_letters = "abcdefghij"

SYMBOLS = [_pad] + list(_letters)
PAD_ID = len(SYMBOLS)  # expect: MSD106
