"""A text-to-speech model's symbol table lists its padding symbol first, but the padding id is
set past the end of the table, and the embedding rejects it."""
import mindspore as ms
from mindspore import nn

from symbol_table import PAD_ID, SYMBOLS

ms.set_context(mode=ms.GRAPH_MODE)


class TextEncoder(nn.Cell):
    def __init__(self, symbols, pad_id):
        super().__init__()
        self.embed = nn.Embedding(symbols, 8, padding_idx=pad_id)

    def construct(self, ids):
        return self.embed(ids)


if __name__ == "__main__":
    print(type(TextEncoder(len(SYMBOLS), PAD_ID)).__name__)
