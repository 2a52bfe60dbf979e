from mindspore import nn, ops

from attention import IngredientSelfAttention


class CuisineClassifier(nn.Cell):
    def __init__(self, vocab_size, dim, num_cuisines):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.attn = IngredientSelfAttention(dim)
        self.norm = nn.LayerNorm((dim,))
        self.head = nn.Dense(dim, num_cuisines)

    def construct(self, ingredients):
        x = self.embed(ingredients)
        x = self.norm(x + self.attn(x))
        return self.head(ops.mean(x, axis=1))
