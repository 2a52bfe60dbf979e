"""Chord symbols of pop songs as integer ids, padded on request."""
CHORDS = ["<pad>", "C", "G", "Am", "F", "Dm", "Em", "E7", "Bb"]


def encode_songs(songs, max_len=None):
    encoded = []
    for song in songs:
        ids = [CHORDS.index(c) for c in song.split()]
        if max_len is not None:
            ids = (ids + [0] * max_len)[:max_len]
        encoded.append(ids)
    return encoded
