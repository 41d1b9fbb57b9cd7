# feedbackd as a small container image: a static binary (pure Go, SQLite
# included) on distroless/static, running as the unprivileged user nonroot
# (uid 65532). Build: docker build -t feedbackd .
# Run on SQLite, kept in the volume /data:
#   docker run -p 8080:8080 -v feedbackd:/data feedbackd
# With PostgreSQL and Redis: docker compose up (compose.yaml).

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/feedbackd ./cmd/feedbackd \
 && mkdir -p /out/data/uploads

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/feedbackd /usr/local/bin/feedbackd
COPY --from=build --chown=65532:65532 /out/data /data
WORKDIR /data
ENV FEEDBACKD_ADDR=:8080 \
    FEEDBACKD_DATABASE_URL=sqlite:///data/feedbackd.db \
    FEEDBACKD_BLOB_URL=file:///data/uploads
USER nonroot:nonroot
EXPOSE 8080
VOLUME /data
ENTRYPOINT ["/usr/local/bin/feedbackd"]
CMD ["serve"]
