"""A note encoder's position table has MAX_LEN rows; the encoding helper pads each batch to its
longest note instead, and a long note looks up a position the table does not have."""
import mindspore as ms
from mindspore import nn, ops

from note_encoding import MAX_LEN, encode

ms.set_context(mode=ms.GRAPH_MODE)


class NoteEncoder(nn.Cell):
    def __init__(self, vocab=64, dim=8):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.pos = nn.Embedding(MAX_LEN, dim)

    def construct(self, ids):
        positions = ops.arange(ids.shape[1])
        return (self.tok(ids) + self.pos(positions)).mean(axis=1)


if __name__ == "__main__":
    notes = ["chest pain on exertion", "type two diabetes with renal complications and long follow up notes"]
    print(NoteEncoder()(ms.Tensor(encode(notes))).shape)
