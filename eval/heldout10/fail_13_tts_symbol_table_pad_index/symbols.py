"""Character inventory for the tiny text-to-mel model."""
_pad = "_"
_punct = " !',.?"
_letters = "abcdefghijklmnopqrstuvwxyz"

SYMBOLS = [_pad] + list(_punct) + list(_letters)
SYMBOL_TO_ID = {s: i for i, s in enumerate(SYMBOLS)}
PAD_ID = len(SYMBOLS)  # ROOT


def text_to_sequence(text):
    return [SYMBOL_TO_ID[c] for c in text.lower() if c in SYMBOL_TO_ID]
