SPECIAL_TOKENS = ["<pad>", "<unk>"]


def collect_words(texts):
    words = []
    for t in texts:
        for w in t.lower().split():
            if w not in words:
                words.append(w)
    return words


def build_word_list(tickets):
    title_words = collect_words(t for t, _, _ in tickets)
    body_words = collect_words(b for _, b, _ in tickets)
    # titles and bodies share one embedding table
    return SPECIAL_TOKENS + sorted(title_words) + sorted(body_words)  # ROOT
