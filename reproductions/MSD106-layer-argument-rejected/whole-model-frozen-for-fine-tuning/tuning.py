def lock(cell):
    """Keep pretrained weights as they are."""
    for weight in cell.get_parameters():
        weight.requires_grad = False
