DIGITS = "0123456789"
PAD, BOS, EOS = 0, 1, 2
ITOS = ["<pad>", "<bos>", "<eos>"] + list(DIGITS)
STOI = {s: i for i, s in enumerate(ITOS)}
READING_LEN = 4


def encode_reading(text):
    return [BOS] + [STOI[c] for c in text] + [EOS]


def decode_ids(ids):
    out = []
    for i in ids:
        if i == EOS:
            break
        if i > EOS:
            out.append(ITOS[i])
    return "".join(out)
