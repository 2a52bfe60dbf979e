MOOD_WORDS = {
    "calm": ["river", "slow", "quiet", "breeze", "moon", "soft"],
    "happy": ["dance", "sun", "smile", "party", "bright", "shine"],
    "sad": ["rain", "tears", "alone", "cold", "goodbye", "grey"],
    "angry": ["fire", "fight", "scream", "burn", "rage", "break"],
}
FILLER = ["the", "i", "you", "and", "we", "in", "my", "your", "night", "heart", "love", "road"]


def build_vocab():
    words = ["<pad>", "<unk>"] + FILLER
    for ws in MOOD_WORDS.values():
        words += ws
    return {w: i for i, w in enumerate(words)}
