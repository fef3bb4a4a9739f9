module gametheory

go 1.21
