"""A ticket router's position table is sized by MAX_LEN; the tokenizer pads to its own default
length, which the caller keeps, so the ids are longer than the table."""
import mindspore as ms
from mindspore import Parameter, nn, ops

from ticket_tokenizer import WordTokenizer

ms.set_context(mode=ms.GRAPH_MODE)
MAX_LEN = 8


class TicketRouter(nn.Cell):
    def __init__(self, vocab_size, dim=8):
        super().__init__()
        self.tok_embed = nn.Embedding(vocab_size, dim)
        self.pos_embed = Parameter(ops.zeros((1, MAX_LEN, dim), ms.float32), name="pos_embed")
        self.head = nn.Dense(dim, 3)

    def construct(self, ids):
        x = self.tok_embed(ids) + self.pos_embed
        return self.head(x[:, 0])


if __name__ == "__main__":
    texts = ["refund my order", "the app crashes on login", "change my address"]
    tok = WordTokenizer(texts)
    ids = tok.encode_batch(texts, max_len=MAX_LEN)
    print(TicketRouter(len(tok))(ms.Tensor(ids)).shape)
