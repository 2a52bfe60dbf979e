WORDS = ["<pad>", "<bos>", "<eos>", "a", "dog", "cat", "runs", "sits", "on", "the", "grass", "mat"]
PAD_ID, BOS_ID, EOS_ID = 0, 1, 2


def decode(ids):
    words = []
    for i in ids:
        if i == EOS_ID:
            break
        words.append(WORDS[i])
    return " ".join(words)
