import os

import numpy as np
import mindspore as ms

from audio import chorus_clips
from model import BirdTagger

mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
ms.set_context(mode=mode)
ms.set_seed(23)

clips, labels = chorus_clips()
x = ms.Tensor(clips)
tagger = BirdTagger()
tagger.set_train(False)

plain = tagger(x).asnumpy()
print(f"single-view mean max-prob: {plain.max(1).mean():.4f}")

tagger.use_tta = True
tta = tagger(x).asnumpy()
print(f"TTA mean max-prob:         {tta.max(1).mean():.4f}")
print("TTA changed predictions for", int((tta.argmax(1) != plain.argmax(1)).sum()), "clips")
print(f"max |TTA - single|: {np.abs(tta - plain).max():.4f}")
