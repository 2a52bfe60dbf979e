"""A genre tagger over chord progressions. The batch helper encodes the songs with a helper that
pads only when given `max_len`, and calls it without: the progressions keep their own lengths,
and `ms.Tensor` rejects the ragged list with a message that prints the whole list. The line to
change is the helper's call that left the padding out."""
import mindspore as ms
from mindspore import nn, ops

from chord_vocab_good import CHORDS, encode_songs

SONGS = ["C G Am F", "Am F C G C G", "Dm G C", "C E7 Am F Bb F"]


class ChordTagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(len(CHORDS), 8)
        self.head = nn.Dense(8, 3)

    def construct(self, ids):
        return self.head(ops.mean(self.embed(ids), axis=1))


def as_batch(songs):
    ids = encode_songs(songs, max_len=6)
    return ms.Tensor(ids, ms.int32)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    print(ChordTagger()(as_batch(SONGS)).shape)
