from mindspore.train import ConfusionMatrix

# class 0 is "no defect"; the names list only the defects
DEFECTS = ("scratch", "dent", "stain")


def defect_metrics():
    return {"confusion": ConfusionMatrix(num_classes=len(DEFECTS) + 1)}
