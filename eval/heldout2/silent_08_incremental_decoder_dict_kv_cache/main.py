import numpy as np
import mindspore as ms
from mindspore import ops

from model import TinyLM

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(7)

VOCAB, PROMPT_LEN, NEW_TOKENS = 50, 6, 10


def generate(model, prompt, new_tokens, temperature=0.8, seed=0):
    rng = np.random.default_rng(seed)
    model.reset_cache()
    tokens = list(prompt)
    logits = None
    for pos, tok in enumerate(prompt):
        logits = model(ms.Tensor([[tok]], ms.int32), ms.Tensor([[pos]], ms.int32))
    for step in range(new_tokens):
        probs = ops.softmax(logits / temperature, axis=-1).asnumpy()[0].astype(np.float64)
        nxt = int(rng.choice(VOCAB, p=probs / probs.sum()))
        tokens.append(nxt)
        logits = model(ms.Tensor([[nxt]], ms.int32), ms.Tensor([[len(tokens) - 1]], ms.int32))
    return tokens


lm = TinyLM(VOCAB)
lm.set_train(False)
prompts = [[1, 5, 9, 13, 17, 21], [2, 4, 8, 16, 32, 3]]
for p in prompts:
    print("prompt", p, "->", generate(lm, p, NEW_TOKENS)[PROMPT_LEN:])
