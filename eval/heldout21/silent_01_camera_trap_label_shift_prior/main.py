import os

import numpy as np
import mindspore as ms

from model import PriorAdjustedClassifier
from species import SPECIES, new_site_images

mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
ms.set_context(mode=mode)

feats, labels = new_site_images()
x = ms.Tensor(feats)
clf = PriorAdjustedClassifier()

# Saerens-Latinne-Decaestecker EM: re-estimate the site's species prior from unlabeled images
for it in range(8):
    posteriors = clf(x).asnumpy()
    clf.site_prior[:] = posteriors.mean(0)

pred = clf(x).asnumpy().argmax(1)
print("estimated site prior:", {s: round(float(p), 3) for s, p in zip(SPECIES, clf.site_prior)})
print(f"accuracy after prior adjustment: {float((pred == labels).mean()):.3f}")
print("fox detections:", int((pred == 2).sum()), "of", int((labels == 2).sum()))
